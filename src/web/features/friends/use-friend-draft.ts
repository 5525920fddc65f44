import { useEffect, useRef, useState } from 'react';
import { storageArea } from '../../lib/browser-storage';
import { emptyDraft, type TipsDraft } from '../tips/tips-draft';
import {
  blankFriendDraft,
  clearFriendDraft,
  loadFriendDraft,
  saveFriendDraft,
  type FriendDraft,
} from './draft-storage';

/** Short enough that a closed tab loses nothing; long enough not to write on every key press. */
export const SAVE_DELAY_MS = 300;

const local = () => storageArea('localStorage');

function initialState(tripId: string) {
  const saved = loadFriendDraft(local(), tripId);
  return { tripId, value: saved ?? blankFriendDraft(emptyDraft()), restored: saved !== null };
}

/**
 * The friend's tips and name for one trip, kept in localStorage as they type: restored when the link is
 * opened again, and removed only by `discard`, once the server has stored them.
 */
export function useFriendDraft(tripId: string) {
  const [state, setState] = useState(() => initialState(tripId));
  let current = state;
  if (state.tripId !== tripId) {
    current = initialState(tripId);
    setState(current);
  }
  const { value } = current;
  const latest = useRef({ tripId, value });

  useEffect(() => {
    latest.current = { tripId, value };
    const timer = window.setTimeout(() => saveFriendDraft(local(), tripId, value), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [tripId, value]);

  // Leaving the page (reload, closed tab, app switch on a phone) writes at once, without the delay.
  useEffect(() => {
    const flush = () => saveFriendDraft(local(), latest.current.tripId, latest.current.value);
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      flush();
    };
  }, []);

  const update = (change: Partial<FriendDraft>) =>
    setState((old) => ({ ...old, value: { ...old.value, ...change } }));

  return {
    ...value,
    /** The tips were typed in an earlier visit and brought back. */
    restored: current.restored,
    setDraft: (draft: TipsDraft) => update({ draft }),
    setContributorName: (contributorName: string) => update({ contributorName }),
    setAnonymous: (anonymous: boolean) => update({ anonymous }),
    dismissRestored: () => setState((old) => ({ ...old, restored: false })),
    /** Forgets everything typed; only after the server has acknowledged the tips. */
    discard: () => {
      const fresh = blankFriendDraft(emptyDraft());
      latest.current = { tripId, value: fresh };
      clearFriendDraft(local(), tripId);
      setState({ tripId, value: fresh, restored: false });
    },
  };
}
