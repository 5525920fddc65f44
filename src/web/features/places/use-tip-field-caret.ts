import { useEffect, useState, type RefObject } from 'react';

/**
 * Where the caret is in an entry and whether the entry (or the panel beside it) has focus: together they
 * decide whether the place search shows.
 */
export function useTipFieldCaret(
  fieldRef: RefObject<HTMLTextAreaElement | null>,
  panelRef: RefObject<HTMLElement | null>,
  initialCaret: number,
) {
  const [caret, setCaret] = useState(initialCaret);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    const follow = () => {
      setCaret(field.selectionStart);
      setFocused(document.activeElement === field);
    };
    const leave = (event: FocusEvent) => {
      if (!panelRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    // `selectionchange` catches a caret set by script (the form puts it at the end of a new entry).
    const events = ['input', 'keyup', 'click', 'focus', 'select', 'selectionchange'] as const;
    for (const name of events) field.addEventListener(name, follow);
    field.addEventListener('focusout', leave);
    // This code arrives after the `@` was typed: catch up with where the caret is now.
    follow();
    return () => {
      for (const name of events) field.removeEventListener(name, follow);
      field.removeEventListener('focusout', leave);
    };
  }, [fieldRef, panelRef]);

  return { caret, focused, setFocused };
}
