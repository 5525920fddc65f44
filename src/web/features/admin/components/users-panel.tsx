import { SearchX, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FilterBox } from '../../../components/ui/filter-box';
import { errorMessageOf } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { hasPreviousPage, isSessionProblem, pageNumberOf } from '../admin-rules';
import type { UsersList } from '../use-users-list';
import { UserCards } from './user-cards';
import { UsersPagination } from './users-pagination';
import { UsersSkeleton } from './users-skeleton';
import { UsersTable } from './users-table';

function NoUsers({ q }: { q: string }) {
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center">
      <SearchX aria-hidden="true" className="size-10 text-slate-400" />
      <p className="mt-4 text-lg font-bold break-words text-slate-900">
        {q ? `No users found matching "${q}"` : 'No users yet'}
      </p>
      {q ? <p className="mt-1 text-slate-600">Try another part of the email address.</p> : null}
    </div>
  );
}

function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // A session problem has the banner above, with its own way forward.
  const text = isSessionProblem(error)
    ? 'The users could not be loaded with this session.'
    : `The users could not be loaded. ${errorMessageOf(error)}`;
  return (
    <div className="flex flex-col items-start gap-3 p-6">
      <p className="font-semibold text-slate-900">{text}</p>
      {isSessionProblem(error) ? null : (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

/** Every account, newest first, a page at a time, narrowed by a search on the e-mail. */
export function UsersPanel({ list }: { list: UsersList }) {
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
            <h2 className="text-base font-bold text-slate-900">Users</h2>
            <p className="mt-1 text-sm text-slate-600">Every account, newest first.</p>
          </div>
        </div>
        <FilterBox
          label="Search users by email"
          placeholder="Search by email..."
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
