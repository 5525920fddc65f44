/** Where a place search sits in an entry's text: the `@` at `start`, the query typed after it. */
export interface PlaceQuery {
  start: number;
  query: string;
}

/**
 * The place search the caret is in: the last `@` before the caret, with the text between them as the
 * query. None once that text holds a line break (owner-side.md §4); a second `@` starts a new query.
 */
export function activePlaceQuery(text: string, caret: number): PlaceQuery | null {
  const before = text.slice(0, Math.max(0, caret));
  const start = before.lastIndexOf('@');
  if (start < 0) return null;
  const query = before.slice(start + 1);
  return /[\r\n]/.test(query) ? null : { start, query };
}

/** The entry's text with `@query` replaced by the place name, and where the caret goes after it. */
export function withPlaceName(
  text: string,
  search: PlaceQuery,
  name: string,
): { text: string; caret: number } {
  const after = text.slice(search.start + 1 + search.query.length);
  // A space to type on after, unless the text goes on with a space or punctuation of its own.
  const spacer = after === '' || /^[\p{L}\p{N}]/u.test(after) ? ' ' : '';
  const inserted = `${name}${spacer}`;
  return {
    text: `${text.slice(0, search.start)}${inserted}${after}`,
    caret: search.start + inserted.length,
  };
}
