import { useT } from '../../../lib/i18n';

const ROWS = 5;

/** Stand-in rows while the first page of users loads. */
export function UsersSkeleton() {
  const t = useT();
  return (
    <div role="status" className="divide-y divide-slate-100">
      <span className="sr-only">{t('admin.users.loading')}</span>
      {Array.from({ length: ROWS }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex animate-pulse flex-col gap-2 px-4 py-4 md:flex-row md:gap-6"
        >
          <div className="h-4 w-56 max-w-full rounded-full bg-slate-200" />
          <div className="h-4 w-40 rounded-full bg-slate-100" />
          <div className="h-4 w-28 rounded-full bg-slate-100 md:ms-auto" />
          <div className="h-4 w-28 rounded-full bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
