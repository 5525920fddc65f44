import { useEffect, useState } from 'react';
import type { PlaceSearchResponse } from '../../../shared/contracts/places.js';
import { LIMITS } from '../../../shared/limits.js';
import { useT } from '../../lib/i18n';
import { searchPlaces, searchFailureText, type SearchPosition } from './api';
import { usePlaceSearchList } from './place-search-list';

/** The search waits for a pause in typing. */
export const SEARCH_DEBOUNCE_MS = 300;

export type PlaceSearchState =
  | { status: 'too-short' }
  | { status: 'searching'; previous: PlaceSearchResponse | null }
  | { status: 'answered'; answer: PlaceSearchResponse }
  | { status: 'failed'; message: string };

/** The last answer a search state has to show: its own, or the one kept on screen while it searches. */
export function lastAnswer(state: PlaceSearchState): PlaceSearchResponse | null {
  if (state.status === 'answered') return state.answer;
  return state.status === 'searching' ? state.previous : null;
}

/** The search for what follows the `@`: debounced, only for 2 or more characters, the stale one aborted. */
export function usePlaceSearch(
  rawQuery: string | null,
  position: SearchPosition | null,
  session: string,
): PlaceSearchState {
  const query = rawQuery?.trim().slice(0, LIMITS.placeQueryMaxLength) ?? '';
  const searchable = query.length >= LIMITS.placeQueryMinLength;
  const [state, setState] = useState<PlaceSearchState>({ status: 'too-short' });
  const [searched, setSearched] = useState<string | null>(null);
  const list = usePlaceSearchList();
  const t = useT();

  // A new query shows "searching" at once, keeping the last results on screen until the new ones come,
  // however many keys are typed before they do.
  const key = searchable ? `${query}|${position?.lat ?? ''},${position?.lng ?? ''}` : null;
  if (key !== searched) {
    setSearched(key);
    setState(key === null ? { status: 'too-short' } : { status: 'searching', previous: lastAnswer(state) });
  }

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchPlaces(query, position, session, list, controller.signal).then(
        (answer) => {
          if (!controller.signal.aborted) setState({ status: 'answered', answer });
        },
        (error: unknown) => {
          if (!controller.signal.aborted)
            setState({ status: 'failed', message: searchFailureText(t, error) });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [searchable, query, position, session, list, t]);

  return state;
}
