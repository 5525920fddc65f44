import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React takes over a page drawn at build time (and in that drawing), true from then on and
 * in every page drawn in the browser: a form painted before its code has arrived must not be used yet.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
