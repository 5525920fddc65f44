import { LogoMark } from '../../components/ui/logo';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200/80 bg-white/60">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:px-6">
        <p className="flex items-center gap-2 font-semibold text-slate-800">
          <LogoMark className="size-6" />
          Tiplist
        </p>
        <p>Travel tips from the people you trust.</p>
      </div>
    </footer>
  );
}
