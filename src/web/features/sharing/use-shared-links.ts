import { useEffect, useState } from 'react';
import type { SharedFavorites } from '../../../shared/contracts/public.js';
import type { SharedGuidebook } from '../../../shared/contracts/shared-guidebooks.js';
import { showError } from '../../components/ui/toast';
import { errorText } from '../../lib/error-text';
import { useT, type Translate } from '../../lib/i18n';
import { fetchSharedFavorites, fetchSharedGuidebook } from './api';
import { useRenderedPage } from './rendered-shared-page';
import { sharedFavoritesFailure, sharedGuidebookFailure, type SharedFailure } from './shared-link-failures';

// Both shared pages and both their maps read their link here: one module, so the friend page's build
// fetches one file for it, not one per page (decision 008).

export type SharedState<T> =
  | { status: 'loading' }
  | { status: 'ready'; shared: T }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

export type LoadShared<T> = (key: string, signal: AbortSignal) => Promise<T>;

type SharedLoad<T> = { state: SharedState<T>; retry: () => void };

/**
 * Loads what a share link shows, once per token and again on `retry`; a failure raises its toast and
 * ends in "not found" or in an error the page offers to retry. `load` and `explain` are module-level
 * functions: a new one on every render would load again on every render.
 */
function useSharedLoad<T>(
  token: string,
  load: LoadShared<T>,
  explain: (t: Translate, error: unknown) => SharedFailure,
  rendered?: T,
): SharedLoad<T> {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  // A list the server drew is shown as drawn: its page takes the drawing over without asking again.
  const [result, setResult] = useState<{ key: string; state: SharedState<T> } | null>(() =>
    rendered === undefined ? null : { key: `${token}:0`, state: { status: 'ready', shared: rendered } },
  );
  const key = `${token}:${attempt}`;
  const loaded = result?.key === key;

  useEffect(() => {
    if (loaded) return;
    const controller = new AbortController();
    load(token, controller.signal).then(
      (shared) => setResult({ key, state: { status: 'ready', shared } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = explain(t, error);
        showError(failure.title, failure.description);
        setResult({
          key,
          state: failure.notFound
            ? { status: 'not-found' }
            : { status: 'error', message: errorText(t, error) },
        });
      },
    );
    return () => controller.abort();
  }, [token, key, load, explain, loaded, t]);

  const state: SharedState<T> = result?.key === key ? result.state : { status: 'loading' };
  return { state, retry: () => setAttempt((count) => count + 1) };
}

/** The shared favourites behind a token (or, with `load`, behind a trip's valid link). */
export function useSharedFavorites(
  token: string,
  load: LoadShared<SharedFavorites> = fetchSharedFavorites,
): SharedLoad<SharedFavorites> {
  const rendered = useRenderedPage();
  const shared =
    rendered?.page === 'shared-favorites' && rendered.token === token ? rendered.shared : undefined;
  return useSharedLoad(token, load, sharedFavoritesFailure, shared);
}

/** The guidebook behind a share link, for its page and its map. */
export function useSharedGuidebook(token: string): SharedLoad<SharedGuidebook> {
  const rendered = useRenderedPage();
  const guidebook =
    rendered?.page === 'shared-guidebook' && rendered.token === token ? rendered.guidebook : undefined;
  return useSharedLoad(token, fetchSharedGuidebook, sharedGuidebookFailure, guidebook);
}
