import { cn } from '../../lib/cn';

/** The count shows once the text reaches 80 % of its limit. */
export const isNearLimit = (length: number, max: number) => length >= max * 0.8;

/** "n / max" under a field, shown once the text gets close to its limit. */
export function CharacterCount({ id, length, max }: { id?: string; length: number; max: number }) {
  if (!isNearLimit(length, max)) return null;
  return (
    <p
      id={id}
      aria-live="polite"
      className={cn('text-right text-xs tabular-nums', length >= max ? 'text-red-700' : 'text-slate-600')}
    >
      {length} / {max}
    </p>
  );
}
