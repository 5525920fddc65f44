import { fullTimeLabel, lastSignInLabel } from '../admin-rules';

/** A date in words, with its time in the tooltip; "Never" where there is none. */
export function UserDate({ iso }: { iso: string | null }) {
  if (iso === null) return <span className="text-slate-500">Never</span>;
  return (
    <time dateTime={iso} title={fullTimeLabel(iso)}>
      {lastSignInLabel(iso)}
    </time>
  );
}
