import { describe, expect, it } from 'vitest';
import { prefixEnd } from './stored-places.js';

describe('the end of a name prefix range', () => {
  it('is the prefix with its last character moved on by one', () => {
    expect(prefixEnd('lis')).toBe('lit');
    expect(prefixEnd('st.')).toBe('st/');
    expect(prefixEnd('são')).toBe('sãp');
  });

  it('moves on a whole character, not half of an emoji', () => {
    expect(prefixEnd('a🏖')).toBe('a🏗');
  });

  it('has none past the last code point, or for nothing', () => {
    expect(prefixEnd('a\u{10ffff}')).toBeNull();
    expect(prefixEnd('')).toBeNull();
  });
});
