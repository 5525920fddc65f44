import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from './input';

type FormFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** Guidance shown under the field, read out with it. */
  hint?: ReactNode;
  /** A problem with the current value; marks the field invalid. */
  error?: string;
  /** Extra content on the label row, such as a "Forgot your password?" link. */
  labelAside?: ReactNode;
};

/** Labelled input with its hint and error wired up for assistive technology. */
export function FormField({ label, hint, error, labelAside, ...inputProps }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : hint ? hintId : undefined;

  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        {labelAside}
      </div>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint && !error ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
