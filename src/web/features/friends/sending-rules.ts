import { ApiError, errorMessageOf } from '../../lib/api-client';
import { OFFLINE_MESSAGE } from './submission-rules';

// The rules of sending, apart from the form's: they come with the send step, not in the first download.

/** The name sent with the tips: `null` when anonymous or blank, otherwise trimmed. */
export function contributorNameToSend(name: string, anonymous: boolean): string | null {
  if (anonymous) return null;
  const trimmed = name.trim();
  return trimmed === '' ? null : trimmed;
}

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
