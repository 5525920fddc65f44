import { lazy, useEffect, useSyncExternalStore } from 'react';
import type * as SortableListModule from './sortable-tip-list';

type SortableListExport = { default: typeof SortableListModule.SortableTipList };

// The drag library is only fetched by pages that reorder, and only once such a list is on screen.
let loaded: SortableListExport | null = null;
let loading: Promise<SortableListExport> | null = null;
const loadListeners = new Set<() => void>();

function loadSortableList(): Promise<SortableListExport> {
  if (loading) return loading;
  loading = import('./sortable-tip-list').then((module) => {
    loaded = { default: module.SortableTipList };
    loadListeners.forEach((listener) => listener());
    return loaded;
  });
  // A failed fetch (offline) is tried again by the next list that wants it.
  loading.catch(() => (loading = null));
  return loading;
}

function subscribeToLoad(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

/**
 * Settles at once when the code is already here. React draws a lazy component whose thenable has settled
 * straight away; a promise settles a tick later, and React would draw the fallback and only reveal the
 * list 300 ms on, swapping every card twice.
 */
function sortableListExport(): PromiseLike<SortableListExport> {
  const ready = loaded;
  if (!ready) return loadSortableList();
  return {
    then: <R1 = SortableListExport, R2 = never>(
      onFulfilled?: ((value: SortableListExport) => R1 | PromiseLike<R1>) | null,
    ): PromiseLike<R1 | R2> => Promise.resolve(onFulfilled ? onFulfilled(ready) : (ready as R1)),
  };
}

/**
 * The drag-enabled list; draw it once useSortableListReady says so. React's lazy takes "a Promise or
 * another thenable"; its types ask for a Promise.
 */
export const SortableTipList = lazy(sortableListExport as () => Promise<SortableListExport>);

/**
 * Whether the drag-enabled list can be drawn: never while React takes over a page drawn by the server (a
 * handle named "Drag to reorder" before the library listens would swallow the first key or touch), and
 * only once its code is here, so the cards are swapped once at most rather than for a stand-in first.
 * Until then, and if the code cannot be fetched (offline), the list keeps its inert handles.
 */
export function useSortableListReady(wanted: boolean): boolean {
  // False in the server's drawing and while React takes it over; true as soon as the code is here.
  const ready = useSyncExternalStore(
    subscribeToLoad,
    () => loaded !== null,
    () => false,
  );
  useEffect(() => {
    if (wanted) loadSortableList().catch(() => undefined);
  }, [wanted]);
  return wanted && ready;
}
