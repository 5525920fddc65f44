import { describe, expect, it } from 'vitest';
import { acceptedLanguages, chooseLocale, directionOf, LOCALES, matchLocale } from './locales.js';

describe('matchLocale', () => {
  it.each([
    ['en-US', 'en'],
    ['pt-PT', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['PT_br', 'pt-BR'],
    ['de-DE', 'de'],
    ['ja-JP', 'ja'],
    ['ar-EG', 'ar'],
    ['fr-CA', 'fr'],
    ['es-419', 'es'],
    ['it', 'it'],
  ])('speaks %s as %s', (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale);
  });

  it.each(['zh-CN', 'x-pseudo', '', '   ', null, undefined])('speaks none for %j', (tag) => {
    expect(matchLocale(tag)).toBeNull();
  });
});

describe('acceptedLanguages', () => {
  it('orders by weight, keeping the header’s order among equals', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
      'de',
    ]);
    expect(acceptedLanguages('de;q=0.5, ja, ar;q=0.5')).toEqual(['ja', 'de', 'ar']);
  });

  it('leaves out refused, malformed and absurd entries, and reads a bounded header', () => {
    expect(acceptedLanguages('ja;q=0, en;q=2, <script>, de;q=abc, it;q=0.3')).toEqual(['it']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(`${'xx, '.repeat(10_000)}de`)).toEqual(Array(20).fill('xx'));
  });
});

describe('chooseLocale', () => {
  it('takes the account’s language first, then the browser’s choice, then what the browser asks for', () => {
    const accepted = acceptedLanguages('ar-EG,ar;q=0.9,en;q=0.8');
    expect(chooseLocale({ account: 'fr', remembered: 'de', accepted })).toBe('fr');
    expect(chooseLocale({ account: null, remembered: 'de', accepted })).toBe('de');
    expect(chooseLocale({ accepted })).toBe('ar');
  });

  it('passes over a language it does not speak to the next, and falls back to English', () => {
    expect(chooseLocale({ account: 'zh', remembered: 'tlh', accepted: ['sv', 'pt-PT'] })).toBe('pt-BR');
    expect(chooseLocale({ accepted: ['zh-CN', 'ko'] })).toBe('en');
    expect(chooseLocale({})).toBe('en');
  });
});

describe('LOCALES', () => {
  it('names each language in its own words, Arabic right to left', () => {
    expect(LOCALES.map(({ name }) => name)).toEqual([
      'English',
      'Español',
      'Português',
      'Français',
      'Deutsch',
      'Italiano',
      '日本語',
      'العربية',
    ]);
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ja')).toBe('ltr');
  });
});
