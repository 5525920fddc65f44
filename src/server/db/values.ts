/** Timestamps leave the server as ISO 8601 UTC text on both dialects. */
export function toIsoString(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export const nowIso = () => new Date().toISOString();
