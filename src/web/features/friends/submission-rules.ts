import { isCategory, type Category } from '../../../shared/categories.js';
import { ASK_CATEGORY_PARAM } from '../../../shared/pages/friend-pages.js';
import { ApiError, errorMessageOf } from '../../lib/api-client';

/** The name sent with the tips: `null` when anonymous or blank, otherwise trimmed. */
export function contributorNameToSend(name: string, anonymous: boolean): string | null {
  if (anonymous) return null;
  const trimmed = name.trim();
  return trimmed === '' ? null : trimmed;
}

export const OFFLINE_MESSAGE =
  "You seem to be offline. Your tips are saved on this device: send them again once you're back online.";

const SAVED_MEANWHILE = 'Your tips are kept here in the meantime.';

/** The description under "Error submitting recommendations": what happened, and that nothing was lost. */
export function submissionErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return OFFLINE_MESSAGE;
    // The endpoint answers 404 when the trip is gone or the link the page was opened by no longer asks.
    if (error.status === 404) {
      return 'This link no longer works: the trip was deleted or its owner replaced the link, so the tips could not be sent. They are still saved on this device.';
    }
    if (error.status === 429 || error.status >= 500) return `${error.message} ${SAVED_MEANWHILE}`;
  }
  return errorMessageOf(error);
}

/** The page's bottom padding is 50 px, plus 20 px for each entry field beyond two. */
export function bottomPaddingFor(fieldCount: number): number {
  return 50 + 20 * Math.max(0, fieldCount - 2);
}

/** The category an ask link names (?ask=eat), opened on and said to be missing; null when none or unknown. */
export function askedCategory(search: string): Category | null {
  const value = new URLSearchParams(search).get(ASK_CATEGORY_PARAM);
  return value !== null && isCategory(value) ? value : null;
}
