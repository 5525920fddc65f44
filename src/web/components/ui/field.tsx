import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

type FieldProps = {
  /** id of the control the label names. */
  id: string;
  label: ReactNode;
  /** Read out but not shown, when a heading nearby already says what the field is for. */
  hideLabel?: boolean;
  /** The control, and anything that belongs under it (a counter). */
  children: ReactNode;
};

/** A form control with its label above it. */
export function Field({ id, label, hideLabel = false, children }: FieldProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={cn('text-sm font-semibold text-slate-800', hideLabel && 'sr-only')}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A native select with the look of Input: the phone's own picker, and the keyboard works as everywhere. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-11 w-full cursor-pointer rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 hover:border-slate-400 disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
