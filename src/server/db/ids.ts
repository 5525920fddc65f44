import { randomBytes } from 'node:crypto';

/** 32 random bytes in base64url (43 characters): share tokens appear in public links and must be unguessable. */
export const newShareToken = () => randomBytes(32).toString('base64url');

/**
 * Rows changed for a list of ids, every id found, in the order the ids were named; otherwise `missing()`
 * is thrown (inside the transaction, so nothing of the change stays).
 */
export function everyNamedRow<T extends { id: string }>(
  rows: T[],
  ids: readonly string[],
  missing: () => Error,
): T[] {
  if (rows.length !== ids.length) throw missing();
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}
