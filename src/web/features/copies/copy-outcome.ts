import type { TripCopySource } from '../../../shared/contracts/copies.js';
import { tipCountText } from '../../../shared/rules/submitted-toast.js';
import { ApiError } from '../../lib/api-client';
import type { CopyRequest } from '../../../shared/rules/copy-request.js';

export type CopyInto = CopyRequest['into'];

/** What the server made, as the toasts name it. */
export type CopyResult =
  | { into: 'trip'; from: TripCopySource['from']; destination: string; tipCount: number }
  | { into: 'guidebook'; destination: string };

/** A trip's favourites saved as a trip are a copy of that trip. */
const TRIP_COPIED = (destination: string): ToastText => ({
  title: 'Trip copied!',
  description: `A copy of the trip to ${destination} has been added to your dashboard.`,
});
const TRIP_COPY_FAILED: ToastText = {
  title: 'Error copying trip',
  description: 'Could not copy the trip to your account.',
};

export type ToastText = { title: string; description: string };

/**
 * The success toasts. After a sign-up the copy's toast is the account's welcome (one toast
 * at a time, and the account is what just happened); a signed-in visitor's save says what was created.
 */
export function copySucceededToast(result: CopyResult, fromSignUp: boolean): ToastText {
  const { destination } = result;
  if (result.into === 'trip' && result.from === 'shared-favorites') return TRIP_COPIED(destination);
  if (fromSignUp) {
    return {
      title: 'Account created',
      description:
        result.into === 'trip'
          ? `Welcome to Tiplist! A trip to ${destination} has been made from the guidebook.`
          : `Welcome to Tiplist! Your ${destination} guidebook has been made with your recommendations.`,
    };
  }
  return result.into === 'trip'
    ? {
        title: 'Trip created!',
        description: `A trip to ${destination} has been created with ${tipCountText(result.tipCount)}.`,
      }
    : {
        title: 'Guidebook created!',
        description: `Your ${destination} guidebook has been added to your collection.`,
      };
}

const FAILURES: Record<CopyInto, ToastText> = {
  trip: { title: 'Error creating trip', description: 'Could not create the trip from the guidebook.' },
  guidebook: {
    title: 'Error creating guidebook',
    description: 'Could not save the recommendations to your account.',
  },
};

/**
 * A copy that did not happen: the server's own reason when it refused (an expired link, a spent receipt),
 * otherwise (no answer, a server failure) the page's fixed sentence for the case. A trip copied from
 * favourites says its fixed words whatever happened.
 */
export function copyFailedToast(request: CopyRequest, error: unknown): ToastText {
  if (request.into === 'trip' && request.body.from === 'shared-favorites') return TRIP_COPY_FAILED;
  const fallback = FAILURES[request.into];
  const refused = error instanceof ApiError && !error.isTransient && error.message.trim() !== '';
  return refused ? { ...fallback, description: error.message } : fallback;
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
