import { LogoMark } from '../../components/ui/logo';
import { LanguagePicker } from '../../components/ui/language-picker';
import { useT } from '../../lib/i18n';

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="border-t border-slate-200/80 bg-white/60">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:px-6">
        <p className="flex items-center gap-2 font-semibold text-slate-800">
          <LogoMark className="size-6" />
          Tiplist
        </p>
        <p>{t('app.footer.tagline')}</p>
      </div>
      <LanguagePicker className="mx-auto max-w-6xl px-4 pb-8 sm:px-6" />
    </footer>
  );
}
