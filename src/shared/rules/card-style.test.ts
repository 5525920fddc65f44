import { describe, expect, it } from 'vitest';
import { cardStyleIndexes, stableHash } from './card-style.js';

describe('card style from the id', () => {
  it('is the same for the same id, every time', () => {
    const id = '6281477a-9a8f-4477-a2d8-9e1112428c08';
    expect(stableHash(id)).toBe(stableHash(id));
    expect(cardStyleIndexes(id, 8, 4)).toEqual(cardStyleIndexes(id, 8, 4));
  });

  it('matches the known FNV-1a value', () => {
    expect(stableHash('a')).toBe(0xe40c292c);
  });

  it('stays inside the palettes and spreads over them', () => {
    const colours = new Set<number>();
    for (let i = 0; i < 200; i += 1) {
      const { colour, shape } = cardStyleIndexes(`trip-${i}`, 8, 4);
      expect(colour).toBeGreaterThanOrEqual(0);
      expect(colour).toBeLessThan(8);
      expect(shape).toBeGreaterThanOrEqual(0);
      expect(shape).toBeLessThan(4);
      colours.add(colour);
    }
    expect(colours.size).toBe(8);
  });
});
