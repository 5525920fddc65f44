import type { ReactNode } from 'react';

type EmptyPanelProps = { icon: ReactNode; title: string; children?: ReactNode };

/** A list with nothing to show yet: an icon, a heading, and what to do about it. */
export function EmptyPanel({ icon, title, children }: EmptyPanelProps) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white/70 px-6 py-12 text-center sm:py-14">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 [&_svg]:size-7">
        {icon}
      </span>
      <h2 className="mt-4 text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </div>
  );
}
