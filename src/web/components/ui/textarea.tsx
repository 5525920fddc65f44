import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Multi-line text field with the same look as Input; 16 px text on phones so iOS does not zoom in. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'block min-h-20 w-full resize-y rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-500 hover:border-slate-400 focus-visible:border-sky-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-sky-600/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
