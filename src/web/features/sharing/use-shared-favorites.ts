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

/** The shared list behind a token; a malformed, unknown or expired token is "not found". */
export function useSharedFavorites(token: string): { state: SharedListState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: SharedListState } | null>(null);
  const key = `${token}:${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    fetchSharedFavorites(token, controller.signal).then(
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
  }, [token, key]);

  const state: SharedListState = result?.key === key ? result.state : { status: 'loading' };
  return { state, retry: () => setAttempt((count) => count + 1) };
}
