/** Half of a UTF-16 surrogate pair without its other half: JSON allows it (`"\ud800"`), Unicode does not. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a parsed request part holds text that is not Unicode: the databases would store it differently
 * (SQLite as invalid UTF-8, PostgreSQL as a replacement character). A loop, not recursion: a body nested
 * thousands of levels deep must not exhaust the stack. An uploaded file's bytes are not text and are
 * never walked: a 5 MB Buffer seen as an object is five million entries, seconds of blocked event loop.
 */
export function hasBrokenText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (LONE_SURROGATE.test(item)) return true;
    } else if (Array.isArray(item)) {
      pending.push(...(item as unknown[]));
    } else if (typeof item === 'object' && item !== null && !ArrayBuffer.isView(item)) {
      for (const [key, inner] of Object.entries(item)) {
        if (LONE_SURROGATE.test(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
