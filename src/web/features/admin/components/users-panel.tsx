import { SearchX, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FilterBox } from '../../../components/ui/filter-box';
import { cn } from '../../../lib/cn';
import { errorText } from '../../../lib/error-text';
import { rich, useT } from '../../../lib/i18n';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { hasPreviousPage, isSessionProblem, pageNumberOf } from '../admin-rules';
import type { UsersList } from '../use-users-list';
import { UserCards } from './user-cards';
import { UsersPagination } from './users-pagination';
import { UsersSkeleton } from './users-skeleton';
import { UsersTable } from './users-table';

function NoUsers({ q }: { q: string }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center">
      <SearchX aria-hidden="true" className="size-10 text-slate-400" />
      <p className="mt-4 text-lg font-bold break-words text-slate-900">
        {q ? rich(t, 'admin.users.noneMatching', { query: <bdi>{q}</bdi> }) : t('admin.users.none')}
      </p>
      {q ? <p className="mt-1 text-slate-600">{t('admin.users.tryAnother')}</p> : null}
    </div>
  );
}

function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  // A session problem has the banner above, with its own way forward.
  const text = isSessionProblem(error)
    ? t('admin.users.loadFailedSession')
    : t('admin.users.loadFailed', { reason: errorText(t, error) });
  return (
    <div className="flex flex-col items-start gap-3 p-6">
      <p className="font-semibold text-slate-900">{text}</p>
      {isSessionProblem(error) ? null : (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('admin.users.tryAgain')}
        </Button>
      )}
    </div>
  );
}

/** Every account, newest first, a page at a time, narrowed by a search on the e-mail. */
export function UsersPanel({ list }: { list: UsersList }) {
  const t = useT();
  const { users } = list;
  const isPhone = useMediaQuery(MOBILE_MEDIA_QUERY);
  const page = users.data?.users;
  // Only a new search or page dims the list; a background refresh of the same page does not flicker it.
  const updating = users.isPlaceholderData;

  function body() {
    if (users.isPending) return <UsersSkeleton />;
    if (!page) return <LoadFailure error={users.error} onRetry={() => void users.refetch()} />;
    if (page.length === 0) return <NoUsers q={list.q} />;
    return isPhone ? <UserCards users={page} /> : <UsersTable users={page} />;
  }

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-4 p-6 sm:flex-row sm:items-end sm:justify-between sm:px-8">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 [&_svg]:size-5">
            <Users aria-hidden="true" />
          </span>
          <div>
            <h2 className="text-base font-bold text-slate-900">{t('admin.users.heading')}</h2>
            <p className="mt-1 text-sm text-slate-600">{t('admin.users.intro')}</p>
          </div>
        </div>
        <FilterBox
          label={t('admin.users.searchLabel')}
          placeholder={t('admin.users.searchPlaceholder')}
          value={list.search}
          onChange={list.setSearch}
        />
      </div>
      <div
        aria-busy={updating}
        className={cn('border-t border-slate-200 transition-opacity', updating && 'opacity-60')}
      >
        {body()}
      </div>
      {page && page.length > 0 ? (
        <UsersPagination
          page={pageNumberOf(list.paging)}
          busy={users.isPlaceholderData}
          onPrevious={hasPreviousPage(list.paging) ? list.goPrevious : undefined}
          onNext={list.goNext}
        />
      ) : null}
    </Card>
  );
}
