import type { QueryClient } from '@tanstack/react-query';
import { showError, showSuccess } from '../../components/ui/toast';
import type { Translate } from '../../lib/i18n';
import { guidebookKeys } from '../guidebooks/api';
import { tripKeys } from '../trips/api';
import { sendCopy } from './api';
import { makePendingCopy, type PendingCopyStore } from './pending-copy-store';

/** One copy at a time in this page: React's development double effects and remounts join the running one. */
let running: Promise<void> | null = null;
/** The server could not be reached: the entry waits for the next page load, not a toast on every page. */
let waitForNextLoad = false;

function localStore(): PendingCopyStore | null {
  try {
    return globalThis.localStorage;
  } catch {
    return null;
  }
}

/**
 * The lists a copy adds to, fetched afresh. The page a visitor lands on asks for its list as the copy is
 * sent: a first fetch still on its way began before the copy, and invalidating alone would hand back that
 * fetch (TanStack Query reuses the fetch in flight of a query that has no data yet), so the new trip or
 * guidebook would not show. Such a fetch is cancelled first.
 */
export async function refetchCopiedLists(queryClient: QueryClient): Promise<void> {
  const lists = [tripKeys.list(), guidebookKeys.list()];
  await Promise.all(lists.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(lists.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

async function copyAndSay(queryClient: QueryClient, t: Translate): Promise<void> {
  const attempt = await makePendingCopy(localStore(), sendCopy, t);
  if (attempt.outcome === 'nothing') return;
  if (attempt.outcome === 'failed') {
    waitForNextLoad = attempt.triesAgainLater;
    showError(attempt.toast.title, attempt.toast.description);
    return;
  }
  void refetchCopiedLists(queryClient);
  showSuccess(attempt.toast.title, attempt.toast.description);
}

/**
 * The second half of the keep/copy step (docs/decisions/015 and 018): makes the trip or guidebook a
 * visitor kept on their way to /auth, as one request, and says how it went in `t`'s language.
 */
export function runPendingCopy(queryClient: QueryClient, t: Translate): Promise<void> {
  if (waitForNextLoad) return Promise.resolve();
  running ??= copyAndSay(queryClient, t).finally(() => {
    running = null;
  });
  return running;
}
