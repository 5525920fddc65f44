import { useId } from 'react';
import { intlLocaleOf } from '../../../shared/i18n/locales.js';
import { SHARE_LINK_DAYS } from '../../../shared/limits.js';
import { useT } from '../../lib/i18n';
import { Field, Select } from './field';

/** The lifetimes an owner can pick for a share link; 30 days unless they choose another. */
export const LINK_LIFETIMES = [1, 7, SHARE_LINK_DAYS.default, 90, SHARE_LINK_DAYS.max] as const;

// Made on first use: a phone's first date format costs a quarter of a second, which a page that shows no
// share link (the trip page, as it comes alive) must not pay.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function longDate(locale: string, date: Date): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

type LinkLifetimeSelectProps = {
  value: number;
  onChange: (days: number) => void;
  disabled?: boolean;
};

/** "Link expires after": how long a new share link works. */
export function LinkLifetimeSelect({ value, onChange, disabled = false }: LinkLifetimeSelectProps) {
  const t = useT();
  const id = useId();
  return (
    <Field id={id} label={t('app.shareLink.lifetimeLabel')}>
      <Select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {LINK_LIFETIMES.map((lifetime) => (
          <option key={lifetime} value={lifetime}>
            {t('app.shareLink.lifetime', { days: lifetime })}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** When a share link stops working, in the page's language. */
export function LinkExpiry({ expiresAt }: { expiresAt: string }) {
  const t = useT();
  const date = longDate(intlLocaleOf(t.locale), new Date(expiresAt));
  return <p className="text-sm text-slate-600">{t('app.shareLink.expiry', { date })}</p>;
}
