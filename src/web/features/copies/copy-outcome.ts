import type { TripCopySource } from '../../../shared/contracts/copies.js';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import type { MessageKey, Translate } from '../../lib/i18n';
import type { CopyRequest } from '../../../shared/rules/copy-request.js';

export type CopyInto = CopyRequest['into'];

/** What the server made, as the toasts name it. */
export type CopyResult =
  | { into: 'trip'; from: TripCopySource['from']; destination: string; tipCount: number }
  | { into: 'guidebook'; destination: string };

export type ToastText = { title: string; description: string };

/**
 * The success toasts. After a sign-up the copy's toast is the account's welcome (one toast
 * at a time, and the account is what just happened); a signed-in visitor's save says what was created.
 * A trip's favourites saved as a trip are a copy of that trip.
 */
export function copySucceededToast(t: Translate, result: CopyResult, fromSignUp: boolean): ToastText {
  const { destination } = result;
  if (result.into === 'trip' && result.from === 'shared-favorites') {
    return { title: t('copies.tripCopied.title'), description: t('copies.tripCopied.text', { destination }) };
  }
  if (fromSignUp) {
    return {
      title: t('copies.welcome.title'),
      description:
        result.into === 'trip'
          ? t('copies.welcome.trip', { destination })
          : t('copies.welcome.guidebook', { destination }),
    };
  }
  return result.into === 'trip'
    ? {
        title: t('copies.tripCreated.title'),
        description: t('copies.tripCreated.text', { destination, count: result.tipCount }),
      }
    : {
        title: t('copies.guidebookCreated.title'),
        description: t('copies.guidebookCreated.text', { destination }),
      };
}

const FAILURES = {
  trip: { title: 'copies.tripFailed.title', description: 'copies.tripFailed.text' },
  guidebook: { title: 'copies.guidebookFailed.title', description: 'copies.guidebookFailed.text' },
} as const satisfies Record<CopyInto, { title: MessageKey; description: MessageKey }>;

/**
 * A copy that did not happen: the server's own reason when it refused (an expired link, a spent receipt),
 * otherwise (no answer, a server failure) the page's fixed sentence for the case. A trip copied from
 * favourites says its fixed words whatever happened.
 */
export function copyFailedToast(t: Translate, request: CopyRequest, error: unknown): ToastText {
  if (request.into === 'trip' && request.body.from === 'shared-favorites') {
    return { title: t('copies.tripCopyFailed.title'), description: t('copies.tripCopyFailed.text') };
  }
  const fallback = FAILURES[request.into];
  const refused = error instanceof ApiError && !error.isTransient && error.message.trim() !== '';
  return {
    title: t(fallback.title),
    description: refused ? errorText(t, error) : t(fallback.description),
  };
}

/**
 * Whether the pending copy goes back for the next visit: when the request never got an answer, the session
 * had lapsed, the server was busy or failed. Any other refusal (expired link, unknown token, a receipt
 * already used) would fail the same way every time.
 */
export function shouldTryAgainLater(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.status === 0 ||
    error.status === 401 ||
    error.status === 408 ||
    error.status === 429 ||
    error.status >= 500
  );
}
