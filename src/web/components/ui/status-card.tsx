import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type StatusCardProps = {
  icon: ReactNode;
  /** Text, or a sentence holding what a person typed (in `<bdi>`). */
  title: ReactNode;
  text: ReactNode;
  action?: ReactNode;
  /** Error states draw the icon in red. */
  tone?: 'neutral' | 'error';
};

/** A whole-page state (not found, invalid link, thank you) with one way forward. */
export function StatusCard({ icon, title, text, action, tone = 'neutral' }: StatusCardProps) {
  return (
    <section className="flex flex-1 items-start justify-center bg-gradient-to-b from-sky-50 to-slate-50 px-4 py-12 sm:items-center sm:py-20">
      <div className="flex w-full max-w-md flex-col items-center text-center">
        <span
          className={cn(
            'mb-6 flex size-16 items-center justify-center rounded-3xl bg-white shadow-lift ring-1 ring-slate-200 [&_svg]:size-8',
            tone === 'error' ? 'text-red-700' : 'text-brand-700',
          )}
          aria-hidden="true"
        >
          {icon}
        </span>
        <h1 className="text-2xl font-extrabold tracking-tight text-balance [overflow-wrap:anywhere] sm:text-3xl">
          {title}
        </h1>
        <p className="mt-3 text-pretty text-slate-600">{text}</p>
        {action ? <div className="mt-8 flex w-full flex-col items-center gap-3">{action}</div> : null}
      </div>
    </section>
  );
}
