import { useEffect, useState } from 'react';
import type { PublicTrip } from '../../../shared/contracts/public.js';
import { showError } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { useT, type Translate } from '../../lib/i18n';
import { fetchPublicTrip, type TripKey } from './api';
import { readLookedUpTrip, rememberLookedUpTrip } from './trip-session';

export type TripLookup =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; trip: PublicTrip }
  | { status: 'not-found' }
  | { status: 'invalid-link' }
  | { status: 'error'; error: unknown };

const keyId = (key: TripKey | null) => (key === null ? '' : key.by === 'id' ? key.tripId : key.token);

/** A reload shows the trip at once from the session copy, and checks it with the server meanwhile. */
function cachedLookup(key: TripKey | null): TripLookup {
  if (key === null) return { status: 'none' };
  const cached = readLookedUpTrip();
  const matches =
    cached !== null && (key.by === 'id' ? cached.id === key.tripId : cached.share_token === key.token);
  if (!matches) return { status: 'loading' };
  const { share_token: _token, ...trip } = cached;
  return { status: 'ready', trip };
}

/**
 * The state a failed lookup ends in, and its toast. The reason of any other failure is told by the card
 * that offers a retry, which comes with the catalogue of error texts.
 */
function failureOf(t: Translate, error: unknown, key: TripKey): TripLookup {
  if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
    if (key.by === 'token' && error.status === 400) {
      showError(t('friend.lookup.invalid'), t('friend.lookup.invalidText'));
      return { status: 'invalid-link' };
    }
    const hint = key.by === 'token' ? t('friend.lookup.notFoundLink') : t('friend.lookup.notFoundId');
    showError(t('friend.lookup.notFound'), hint);
    return { status: 'not-found' };
  }
  // The toast says the page's fixed words; the card below it keeps the reason, for a retry.
  showError(t('friend.lookup.failed'), t('friend.lookup.failedText'));
  return { status: 'error', error };
}

/** Looks the trip up by id or share token; `retry` asks again (after an error, or for the same id). */
export function usePublicTrip(key: TripKey | null): { lookup: TripLookup; retry: () => void } {
  const t = useT();
  const id = `${key?.by ?? ''}:${keyId(key)}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState(() => ({ id, attempt, lookup: cachedLookup(key) }));

  let lookup = state.lookup;
  if (state.id !== id || state.attempt !== attempt) {
    lookup = state.id === id ? { status: 'loading' } : cachedLookup(key);
    setState({ id, attempt, lookup });
  }

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    // Offline or a server hiccup while a session copy is on screen: keep showing the copy.
    const copyOnScreen = attempt === 0 && cachedLookup(key).status === 'ready';
    fetchPublicTrip(key, controller.signal).then(
      (trip) => {
        rememberLookedUpTrip(trip, key.by === 'token' ? key.token : null);
        setState({ id, attempt, lookup: { status: 'ready', trip } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (copyOnScreen && error instanceof ApiError && error.isTransient) return;
        setState({ id, attempt, lookup: failureOf(t, error, key) });
      },
    );
    return () => controller.abort();
    // `id` stands for `key`: a new object with the same id must not fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, attempt]);

  return { lookup, retry: () => setAttempt((count) => count + 1) };
}
