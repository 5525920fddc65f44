import { useT } from '../../../lib/i18n';
import { fullTimeLabel, lastSignInLabel } from '../admin-rules';

/** A date in words, with its time in the tooltip; "Never" where there is none. */
export function UserDate({ iso }: { iso: string | null }) {
  const t = useT();
  if (iso === null) return <span className="text-slate-500">{t('admin.users.never')}</span>;
  return (
    <time dateTime={iso} title={fullTimeLabel(t, iso)}>
      {lastSignInLabel(t, iso)}
    </time>
  );
}
