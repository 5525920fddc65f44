/** Timestamps leave the server as ISO 8601 UTC text on both dialects. */
export function toIsoString(value: Date | string): string {
  // SQLite holds the ISO text we wrote; PostgreSQL hands back a Date.
  return value instanceof Date ? value.toISOString() : value;
}

export const nowIso = () => new Date().toISOString();
