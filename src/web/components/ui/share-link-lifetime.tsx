import { useId } from 'react';
import { SHARE_LINK_DAYS } from '../../../shared/limits.js';
import { Field, Select } from './field';

/** The lifetimes an owner can pick for a share link; 30 days unless they choose another. */
export const LINK_LIFETIMES = [1, 7, SHARE_LINK_DAYS.default, 90, SHARE_LINK_DAYS.max] as const;

const dayLabel = (days: number) => (days === 1 ? '1 day' : `${days} days`);
// Made on first use: a phone's first date format costs a quarter of a second, which a page that shows no
// share link (the trip page, as it comes alive) must not pay.
let dateFormat: Intl.DateTimeFormat | undefined;
const longDate = (date: Date) =>
  (dateFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'long' })).format(date);

type LinkLifetimeSelectProps = {
  value: number;
  onChange: (days: number) => void;
  disabled?: boolean;
};

/** "Link expires after": how long a new share link works. */
export function LinkLifetimeSelect({ value, onChange, disabled = false }: LinkLifetimeSelectProps) {
  const id = useId();
  return (
    <Field id={id} label="Link expires after">
      <Select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {LINK_LIFETIMES.map((lifetime) => (
          <option key={lifetime} value={lifetime}>
            {dayLabel(lifetime)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** When a share link stops working, in the reader's own date format. */
export function LinkExpiry({ expiresAt }: { expiresAt: string }) {
  return <p className="text-sm text-slate-600">The link works until {longDate(new Date(expiresAt))}.</p>;
}
