import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { FIRST_PAGE, nextPage, previousPage, userSearchOf, type Paging } from './admin-rules';
import { useAdminUsers } from './api';

/** Long enough to let someone finish a word, short enough to feel immediate. */
const SEARCH_DELAY_MS = 300;

/** The user list's search box, the page it is on, and that page from the server. */
export function useUsersList() {
  const [search, setSearch] = useState('');
  const q = userSearchOf(useDebouncedValue(search, SEARCH_DELAY_MS));
  // Paging belongs to one search: a new search starts again on its first page.
  const [pages, setPages] = useState<{ q: string; paging: Paging }>({ q: '', paging: FIRST_PAGE });
  const paging = pages.q === q ? pages.paging : FIRST_PAGE;
  const users = useAdminUsers(q, paging.current);

  const nextCursor = users.isPlaceholderData ? null : (users.data?.next_cursor ?? null);

  return {
    search,
    setSearch,
    q,
    paging,
    users,
    /** Undefined when there is no next page, or the current one is still loading. */
    goNext: nextCursor === null ? undefined : () => setPages({ q, paging: nextPage(paging, nextCursor) }),
    goPrevious: () => setPages({ q, paging: previousPage(paging) }),
  };
}

export type UsersList = ReturnType<typeof useUsersList>;
