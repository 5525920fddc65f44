/**
 * A dashboard filter: whether any of the texts shown on a card contains the query, ignoring case and the
 * spaces around the query. A blank query matches everything.
 */
export function matchesQuery(texts: readonly (string | null | undefined)[], query: string): boolean {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return true;
  return texts.some((text) => text?.toLowerCase().includes(wanted) ?? false);
}
