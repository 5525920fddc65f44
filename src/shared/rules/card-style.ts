/** 32-bit FNV-1a: the same id gives the same number on every device and every run. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A card's look, picked from fixed palettes by the hash of its id. */
export function cardStyleIndexes(
  id: string,
  paletteSize: number,
  shapeCount: number,
): { colour: number; shape: number } {
  const hash = stableHash(id);
  return { colour: hash % paletteSize, shape: Math.floor(hash / paletteSize) % shapeCount };
}
