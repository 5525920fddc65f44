/**
 * For a dialog's onEscapeKeyDown: Escape in an entry whose place search is open closes the search, not the
 * dialog around it (place-tagging.tsx marks such an entry and its panel with data-place-search="open").
 */
export function keepDialogOpenForPlaceSearch(event: KeyboardEvent): void {
  if (event.target instanceof Element && event.target.closest('[data-place-search="open"]')) {
    event.preventDefault();
  }
}
