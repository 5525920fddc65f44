import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import type { Translate } from '../../lib/i18n';

// The rules of sending, apart from the form's: they come with the send step, not in the first download.

/** The name sent with the tips: `null` when anonymous or blank, otherwise trimmed. */
export function contributorNameToSend(name: string, anonymous: boolean): string | null {
  if (anonymous) return null;
  const trimmed = name.trim();
  return trimmed === '' ? null : trimmed;
}

/** The description under "Error submitting recommendations": what happened, and that nothing was lost. */
export function submissionErrorMessage(t: Translate, error: unknown): string {
  if (error instanceof ApiError) {
    // Offline: said as the form says it when the send step cannot be fetched.
    if (error.status === 0) return t('friend.ask.offline');
    // The endpoint answers 404 when the trip is gone or the link the page was opened by no longer asks.
    if (error.status === 404) return t('public.send.tripGone');
    if (error.status === 429 || error.status >= 500) {
      return t('public.send.keptMeanwhile', { reason: errorText(t, error) });
    }
  }
  return errorText(t, error);
}
