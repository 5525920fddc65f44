import type { Translate } from '../../lib/i18n';
import { PENDING_COPY_KEY } from '../auth/auth-navigation-state';
import {
  copyFailedToast,
  copySucceededToast,
  shouldTryAgainLater,
  type CopyResult,
  type ToastText,
} from './copy-outcome';
import { copyRequestFor, type CopyRequest } from '../../../shared/rules/copy-request.js';

/**
 * localStorage, or null where it is blocked. Reached without lib/browser-storage on purpose: that module
 * is in the friend page's first download, and a second user in the main app would move it into a chunk
 * of its own that the friend page then fetches too (decision 008's budget).
 */
export type PendingCopyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Reads and removes the pending copy in one go; `undefined` when there is none or it cannot be read. */
function takePendingCopy(store: PendingCopyStore | null): unknown {
  try {
    const text = store?.getItem(PENDING_COPY_KEY);
    store?.removeItem(PENDING_COPY_KEY);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** Puts an entry back for the next visit, unless something newer was kept meanwhile. */
function putBack(store: PendingCopyStore | null, pending: Record<string, unknown>): void {
  try {
    if (store && store.getItem(PENDING_COPY_KEY) === null)
      store.setItem(PENDING_COPY_KEY, JSON.stringify(pending));
  } catch {
    // Storage full or blocked: the copy is lost, and the toast has said it failed.
  }
}

export type CopyAttempt =
  | { outcome: 'nothing' }
  | { outcome: 'copied'; toast: ToastText }
  | { outcome: 'failed'; toast: ToastText; triesAgainLater: boolean };

/**
 * Makes the copy of the entry kept in `store` (savePendingCopy), with `send` making the request, and says
 * how it went in `t`'s language. The entry
 * leaves storage before the request, so another tab or a second call finds nothing and cannot copy it
 * twice; an entry that copies nothing (unreadable, kept before links were carried) goes with it. When the
 * server could not be reached it goes back without the sign-up mark: the welcome is said once.
 */
export async function makePendingCopy(
  store: PendingCopyStore | null,
  send: (request: CopyRequest) => Promise<CopyResult>,
  t: Translate,
): Promise<CopyAttempt> {
  const pending = takePendingCopy(store);
  const request = copyRequestFor(pending);
  if (!request || typeof pending !== 'object' || pending === null) return { outcome: 'nothing' };
  const entry = pending as Record<string, unknown>;
  try {
    const result = await send(request);
    return { outcome: 'copied', toast: copySucceededToast(t, result, entry.fromSignUp === true) };
  } catch (error) {
    const triesAgainLater = shouldTryAgainLater(error);
    if (triesAgainLater) putBack(store, { ...entry, fromSignUp: false });
    return { outcome: 'failed', toast: copyFailedToast(t, request, error), triesAgainLater };
  }
}
