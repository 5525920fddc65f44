import { describe, expect, it } from 'vitest';
import { activePlaceQuery, withPlaceName } from './place-text';
import { withoutNewTag } from './second-place-tag';
import { nextActiveIndex } from './use-place-keys';

describe('the place search in an entry', () => {
  it('is the text between the last @ and the caret', () => {
    expect(activePlaceQuery('Coffee at @Mante', 16)).toEqual({ start: 10, query: 'Mante' });
    expect(activePlaceQuery('@', 1)).toEqual({ start: 0, query: '' });
    expect(activePlaceQuery('Coffee at @Mante and more', 16)).toEqual({ start: 10, query: 'Mante' });
  });

  it('is none without an @ before the caret, or once the query holds a line break', () => {
    expect(activePlaceQuery('Coffee', 6)).toBeNull();
    expect(activePlaceQuery('Coffee @Lisbon', 3)).toBeNull();
    expect(activePlaceQuery('Coffee @Lis\nbon', 15)).toBeNull();
    expect(activePlaceQuery('Coffee @Lis\r\n', 13)).toBeNull();
  });

  it('hides once another @ is typed in the query, and a further @ opens a new one', () => {
    expect(activePlaceQuery('@Lis@', 5)).toBeNull();
    expect(activePlaceQuery('@Lisbon @Por', 12)).toBeNull();
    expect(activePlaceQuery('@Lisbon @Por @Bra', 17)).toEqual({ start: 13, query: 'Bra' });
    // A line break ends a search: an @ on the next line opens its own.
    expect(activePlaceQuery('@Lisbon\n@Por', 12)).toEqual({ start: 8, query: 'Por' });
  });

  it('opens at the next @ after a search that was closed', () => {
    expect(activePlaceQuery('@Lisbon', 7, 0)).toBeNull();
    expect(activePlaceQuery('@Lisbon @Por', 12, 0)).toEqual({ start: 8, query: 'Por' });
    expect(activePlaceQuery('@Lisbon @Por @', 14, 0)).toBeNull();
    // A closed @ the caret has left (it is on another line, or after the caret) counts no more.
    expect(activePlaceQuery('@Lis\n@Por', 9, 0)).toEqual({ start: 5, query: 'Por' });
  });

  it('keeps emoji and right-to-left text as typed', () => {
    const text = 'Food @תל 🏖️';
    expect(activePlaceQuery(text, text.length)).toEqual({ start: 5, query: 'תל 🏖️' });
  });
});

describe('choosing a place', () => {
  it('replaces @query with the name and puts the caret after a space', () => {
    expect(withPlaceName('Coffee at @Mante', { start: 10, query: 'Mante' }, 'Manteigaria')).toEqual({
      text: 'Coffee at Manteigaria ',
      caret: 22,
    });
  });

  it('keeps the text after the query, adding no second space', () => {
    expect(withPlaceName('Try @lis today', { start: 4, query: 'lis' }, 'Lisbon')).toEqual({
      text: 'Try Lisbon today',
      caret: 10,
    });
    expect(withPlaceName('Try @lis, now', { start: 4, query: 'lis' }, 'Lisbon').text).toBe('Try Lisbon, now');
  });
});

describe('a second place tag', () => {
  it('takes out the @ just typed', () => {
    expect(withoutNewTag('Lunch at Manteigaria', 'Lunch at @Manteigaria', 10)).toBe('Lunch at Manteigaria');
    expect(withoutNewTag('Manteigaria', 'Manteigaria @', 13)).toBe('Manteigaria ');
  });

  it('takes out a pasted @ when the caret does not point at it', () => {
    expect(withoutNewTag('Manteigaria', 'Manteigaria mail@x', 13)).toBe('Manteigaria mailx');
  });

  it('leaves text without a new @ alone', () => {
    expect(withoutNewTag('Manteigaria', 'Manteigaria!', 12)).toBeNull();
    expect(withoutNewTag('a @b', 'a @bc', 5)).toBeNull();
  });
});

describe('moving through the places with the arrow keys', () => {
  it('starts at the first or last place and wraps at the ends', () => {
    expect(nextActiveIndex(-1, 1, 3)).toBe(0);
    expect(nextActiveIndex(-1, -1, 3)).toBe(2);
    expect(nextActiveIndex(0, 1, 3)).toBe(1);
    expect(nextActiveIndex(2, 1, 3)).toBe(0);
    expect(nextActiveIndex(0, -1, 3)).toBe(2);
    expect(nextActiveIndex(5, 1, 3)).toBe(0);
    expect(nextActiveIndex(-1, 1, 0)).toBe(-1);
  });
});
