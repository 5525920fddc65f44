import { describe, expect, it } from 'vitest';
import type { ImportedPlace } from '../../../shared/contracts/imports.js';
import { SOURCE_LOCALE } from '../../../shared/i18n/locales.js';
import { translatorOf } from '../../../shared/i18n/messages.js';
import { initialChoices, tipsToImport } from './import-choices';

const place = (overrides: Partial<ImportedPlace> = {}): ImportedPlace => ({
  name: 'Manteigaria',
  content: 'Custard tarts',
  category: 'eat',
  latitude: 38.7107,
  longitude: -9.1434,
  address: null,
  place_id: null,
  duplicate: false,
  ...overrides,
});

describe('choosing what to import', () => {
  it('starts with every place the list does not have, in the category its file suggested', () => {
    expect(initialChoices([place(), place({ duplicate: true, category: null })])).toEqual([
      { include: true, category: 'eat' },
      { include: false, category: null },
    ]);
  });

  it('makes a tagged tip of each chosen place, and a plain one of words without a place', () => {
    const places = [place(), place({ name: '', content: 'Say obrigado', category: 'do' })];
    expect(tipsToImport(places, initialChoices(places), null)).toEqual({
      tips: [
        {
          category: 'eat',
          content: 'Custard tarts',
          place: { name: 'Manteigaria', latitude: 38.7107, longitude: -9.1434, address: null, placeId: null },
        },
        { category: 'do', content: 'Say obrigado', place: null },
      ],
      withoutCategory: 0,
    });
  });

  it('counts the chosen places still without a category, until one is chosen for all of them', () => {
    const places = [
      place({ category: null }),
      place({ category: null }),
      place({ category: null, duplicate: true }),
    ];
    const choices = initialChoices(places);
    expect(tipsToImport(places, choices, null)).toEqual({ tips: [], withoutCategory: 2 });
    const withFallback = tipsToImport(places, choices, 'parks');
    expect(withFallback.withoutCategory).toBe(0);
    expect(withFallback.tips.map((tip) => tip.category)).toEqual(['parks', 'parks']);
  });

  it('says how many places, in words', () => {
    const t = translatorOf(SOURCE_LOCALE);
    expect(t('data.import.submit', { count: 1 })).toBe('Import 1 place');
    expect(t('data.import.submit', { count: 2345 })).toBe('Import 2,345 places');
  });
});
