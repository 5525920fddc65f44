/**
 * localStorage and sessionStorage can be missing, full or blocked (private browsing, strict privacy
 * settings): every access here fails softly, and the page keeps working with what is in memory.
 */
export type StorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type AreaName = 'localStorage' | 'sessionStorage';

export function storageArea(name: AreaName): StorageArea | null {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null;
  }
}

export function readJson(area: StorageArea | null, key: string): unknown {
  try {
    const text = area?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** Returns whether the value was stored. */
export function writeJson(area: StorageArea | null, key: string, value: unknown): boolean {
  try {
    if (!area) return false;
    area.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeItem(area: StorageArea | null, key: string): void {
  try {
    area?.removeItem(key);
  } catch {
    // Nothing to do: the entry stays, and is overwritten or ignored later.
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
