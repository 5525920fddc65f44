/** A write named a parent row that no longer exists (deleted by someone else meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
