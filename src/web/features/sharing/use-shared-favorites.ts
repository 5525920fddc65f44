import { useEffect, useState } from 'react';
import type { SharedFavorites } from '../../../shared/contracts/public.js';
import { showError } from '../../components/ui/toast';
import { ApiError, errorMessageOf } from '../../lib/api-client';
import { fetchSharedFavorites } from './api';

export type SharedListState =
  | { status: 'loading' }
  | { status: 'ready'; shared: SharedFavorites }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

type LoadShared = (key: string, signal: AbortSignal) => Promise<SharedFavorites>;

/**
 * The shared list behind a token (or, with `load`, behind a trip's valid link); a malformed, unknown or
 * expired one is "not found".
 */
export function useSharedFavorites(
  token: string,
  load: LoadShared = fetchSharedFavorites,
): { state: SharedListState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: SharedListState } | null>(null);
  const key = `${token}:${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    load(token, controller.signal).then(
      (shared) => setResult({ key, state: { status: 'ready', shared } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
          showError('Shared list not found', 'This link may be invalid or expired.');
          setResult({ key, state: { status: 'not-found' } });
          return;
        }
        const message = errorMessageOf(error);
        showError('Error loading recommendations', message);
        setResult({ key, state: { status: 'error', message } });
      },
    );
    return () => controller.abort();
  }, [token, key, load]);

  const state: SharedListState = result?.key === key ? result.state : { status: 'loading' };
  return { state, retry: () => setAttempt((count) => count + 1) };
}
