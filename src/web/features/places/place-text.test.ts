import { describe, expect, it } from 'vitest';
import { activePlaceQuery, placeQueryEnd, withPlaceName, withPlaceRenamed } from './place-text';
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

describe('where a place query ends', () => {
  it('goes on through the words of a place name, with its dots and dashes', () => {
    expect(placeQueryEnd('Cervejaria Ramiro', false)).toBeNull();
    expect(placeQueryEnd('Museu Calouste Gulbenkian Modern Collection', false)).toBeNull();
    expect(placeQueryEnd('Sta. Apolónia', false)).toBeNull();
    expect(placeQueryEnd('A.B.C. cafe', false)).toBeNull();
    expect(placeQueryEnd("Joe's Bar & Grill - Baixa", false)).toBeNull();
    expect(placeQueryEnd('', false)).toBeNull();
  });

  it('ends at a line break, !, ?, , or ;', () => {
    expect(placeQueryEnd('Cervejaria Ramiro, the garlic prawns', false)).toBe(17);
    expect(placeQueryEnd('Ramiro! Go', false)).toBe(6);
    expect(placeQueryEnd('Ramiro?', false)).toBe(6);
    expect(placeQueryEnd('Ramiro; prawns', false)).toBe(6);
    expect(placeQueryEnd('Ramiro\nprawns', false)).toBe(6);
    expect(placeQueryEnd(',', false)).toBe(0);
  });

  it('ends at a full stop that starts a new sentence, in any script', () => {
    expect(placeQueryEnd('Cervejaria Ramiro. The prawns', false)).toBe(17);
    expect(placeQueryEnd('Ramiro.  Élan', false)).toBe(6);
    expect(placeQueryEnd('Ramiro. then', false)).toBeNull();
    expect(placeQueryEnd('Ramiro.', false)).toBeNull();
    expect(placeQueryEnd('Bar X. Then', false)).toBeNull();
  });

  it('goes on after the abbreviations place names are written with', () => {
    expect(placeQueryEnd('St. Peter', false)).toBeNull();
    expect(placeQueryEnd('R. Augusta. Best', false)).toBe(10);
    expect(placeQueryEnd('Café (Av. Liberdade)', false)).toBeNull();
    expect(placeQueryEnd('STOP. Then', false)).toBe(4);
  });

  it('ends after four words once a search for it found nothing', () => {
    const query = 'Cervejaria Ramiro the garlic prawns are amazing';
    expect(placeQueryEnd(query, true)).toBe('Cervejaria Ramiro the garlic'.length);
    expect(placeQueryEnd(query, false)).toBeNull();
    // The fourth word may still be typed; the space after it ends the query.
    expect(placeQueryEnd('Cervejaria Ramiro the garlic', true)).toBeNull();
    expect(placeQueryEnd('Cervejaria Ramiro the garlic ', true)).toBe(28);
    expect(placeQueryEnd(' תל אביב  יפו 🏖️ חוף', true)).toBe(' תל אביב  יפו 🏖️'.length);
  });

  it('ends at whichever comes first', () => {
    expect(placeQueryEnd('a b c d e, f', true)).toBe(7);
    expect(placeQueryEnd('a b, c d e f', true)).toBe(3);
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

describe('changing the tagged place for another', () => {
  it('puts the new name where the old one was, in any case', () => {
    expect(withPlaceRenamed('Lunch at Time Out Market, upstairs', 'Time Out Market', 'Manteigaria')).toBe(
      'Lunch at Manteigaria, upstairs',
    );
    expect(withPlaceRenamed('LISBON at night', 'Lisbon', 'Porto')).toBe('Porto at night');
  });

  it('prefers the name as a word of its own to the same letters inside another word', () => {
    expect(withPlaceRenamed('Portobello Road, then Porto', 'Porto', 'Braga')).toBe(
      'Portobello Road, then Braga',
    );
    expect(withPlaceRenamed('Portobello Road', 'Porto', 'Braga')).toBe('Bragabello Road');
    expect(withPlaceRenamed('Café Zé and Zé', 'Zé', 'Ana')).toBe('Café Ana and Zé');
    expect(withPlaceRenamed('Drinks at (A+B) bar', '(a+b)', 'Park')).toBe('Drinks at Park bar');
  });

  it('adds the new name at the end of a text that does not name the old place', () => {
    expect(withPlaceRenamed('Great tarts', 'Belém', 'Manteigaria')).toBe('Great tarts Manteigaria');
    expect(withPlaceRenamed('Great tarts\n', 'Belém', 'Manteigaria')).toBe('Great tarts\nManteigaria');
    expect(withPlaceRenamed('', 'Belém', 'Manteigaria')).toBe('Manteigaria');
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

describe('an @ inside a link', () => {
  const link = 'https://www.google.com/maps/place/Manteigaria/@38.7106,-9.1459,17z';

  it('opens no place search', () => {
    const text = `Custard tarts ${link}`;
    expect(activePlaceQuery(text, text.length)).toBeNull();
    expect(activePlaceQuery(`${text} near @Lisb`, text.length + 11)).toEqual({
      start: text.length + 6,
      query: 'Lisb',
    });
  });

  it('is no second place tag in an entry that has its place', () => {
    expect(withoutNewTag('Custard tarts', `Custard tarts ${link}`, 14 + link.length)).toBeNull();
    expect(withoutNewTag(`Tarts ${link}`, `Tarts @${link}`, 7)).toBe(`Tarts ${link}`);
  });
});
