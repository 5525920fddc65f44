import { useEffect, useRef, type RefObject } from 'react';

/** Enter does nothing for a second after a place is chosen, so the press that chose it adds no entry. */
const ENTER_GUARD_MS = 1_000;

/** Submit stays blocked this long after a place is chosen. */
export const SUBMIT_GUARD_MS = 500;

/** The option an arrow key moves to: from none to the first (down) or last (up), wrapping at the ends. */
export function nextActiveIndex(current: number, step: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return step > 0 ? 0 : count - 1;
  return (current + step + count) % count;
}

type PlaceKeysOptions = {
  open: boolean;
  query: string;
  optionCount: number;
  /** The search answered with no place: Enter then closes it and goes to the form. */
  foundNothing: boolean;
  activeIndex: number;
  onActiveIndexChange: (index: number) => void;
  /** Enter: the active option, or -1 for "the first, if any". */
  onChoose: (index: number) => void;
  onDismiss: () => void;
};

/**
 * The keys of the search panel, taken in the entry before the form sees them (the form checks
 * `defaultPrevented`): arrows move through the places, Enter chooses (or, when nothing was found, closes
 * and is left to the form), Escape closes, and Backspace or Delete with nothing after the `@` closes too.
 */
export function usePlaceKeys(fieldRef: RefObject<HTMLElement | null>, options: PlaceKeysOptions) {
  const chosenAt = useRef(Number.NEGATIVE_INFINITY);
  const { open, query, optionCount, foundNothing, activeIndex, onActiveIndexChange, onChoose, onDismiss } =
    options;

  // Rebuilt each render, so it always sees the panel as it is on screen.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.isComposing) return;
    if (event.key === 'Enter' && performance.now() - chosenAt.current < ENTER_GUARD_MS) {
      event.preventDefault();
      return;
    }
    if (!open) return;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && optionCount > 0) {
      event.preventDefault();
      onActiveIndexChange(nextActiveIndex(activeIndex, event.key === 'ArrowDown' ? 1 : -1, optionCount));
    } else if (event.key === 'Enter' && !event.shiftKey && foundNothing) {
      // Nothing to choose: the entry goes on as if no search had been open (Enter adds an entry).
      onDismiss();
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      onChoose(activeIndex);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDismiss();
    } else if ((event.key === 'Backspace' || event.key === 'Delete') && query === '') {
      onDismiss();
    }
  };

  useEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    field.addEventListener('keydown', onKeyDown);
    return () => field.removeEventListener('keydown', onKeyDown);
  });

  return {
    /** The same keys on the list itself, for whoever moved focus into it. */
    onKeyDown,
    placeChosen() {
      chosenAt.current = performance.now();
    },
  };
}
