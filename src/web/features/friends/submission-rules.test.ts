import { describe, expect, it } from 'vitest';
import { askedCategory, bottomPaddingFor } from './submission-rules';

describe('bottomPaddingFor', () => {
  it('is 50 px, plus 20 px for each field beyond two', () => {
    expect(bottomPaddingFor(1)).toBe(50);
    expect(bottomPaddingFor(2)).toBe(50);
    expect(bottomPaddingFor(3)).toBe(70);
    expect(bottomPaddingFor(10)).toBe(210);
  });
});

describe('askedCategory', () => {
  it('reads the category an ask link names, and nothing else', () => {
    expect(askedCategory('?ask=eat')).toBe('eat');
    expect(askedCategory('?destination=Lisbon&ask=get-around')).toBe('get-around');
    for (const search of ['', '?ask=', '?ask=Eat', '?ask=pizza', '?category=eat', '?ask=%3Cb%3E']) {
      expect(askedCategory(search), search).toBeNull();
    }
  });
});
