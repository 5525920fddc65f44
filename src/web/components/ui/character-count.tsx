import { intlLocaleOf } from '../../../shared/i18n/locales.js';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/** The count shows once the text reaches 80 % of its limit. */
export const isNearLimit = (length: number, max: number) => length >= max * 0.8;

const formats = new Map<string, Intl.NumberFormat>();

/** The page's own digits, without grouping: a count reads "1600 / 2000". Made once per language. */
function digitsOf(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { useGrouping: false });
    formats.set(locale, format);
  }
  return format;
}

/** "n / max" under a field, shown once the text gets close to its limit. */
export function CharacterCount({ id, length, max }: { id?: string; length: number; max: number }) {
  const t = useT();
  if (!isNearLimit(length, max)) return null;
  const digits = digitsOf(intlLocaleOf(t.locale));
  return (
    <p
      id={id}
      aria-live="polite"
      className={cn('text-end text-xs tabular-nums', length >= max ? 'text-red-700' : 'text-slate-600')}
    >
      {t('app.characterCount', { length: digits.format(length), max: digits.format(max) })}
    </p>
  );
}
