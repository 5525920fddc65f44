import { describe, expect, it } from 'vitest';
import { categoryNamed, guessCategory } from './category-guess.js';

describe('a category named in a file', () => {
  it('is found by its id or its title, in any case', () => {
    expect(categoryNamed('Eat')).toBe('eat');
    expect(categoryNamed(' get around ')).toBe('get-around');
    expect(categoryNamed('GET-AROUND')).toBe('get-around');
    expect(categoryNamed('Museums')).toBe('museums');
  });

  it('is null for anything else', () => {
    expect(categoryNamed('Restaurants')).toBeNull();
    expect(categoryNamed('')).toBeNull();
    expect(categoryNamed(null)).toBeNull();
  });
});

describe('the category a place’s words suggest', () => {
  it.each([
    ['Café Central', 'eat'],
    ['Pastelaria Versailles', 'eat'],
    ['Museu Calouste Gulbenkian', 'museums'],
    ['Rooftop bar at the Park', 'bars'],
    ['Hotel Lutetia', 'stay'],
    ['Estação do Rossio', 'get-around'],
    ['Jardim da Estrela', 'parks'],
    ['Praia da Adraga', 'parks'],
    ['Lux Frágil night club', 'dance'],
  ] as const)('%s → %s', (name, category) => {
    expect(guessCategory(name)).toBe(category);
  });

  it('reads every text it is given, and says nothing when none helps', () => {
    expect(guessCategory('Manteigaria', 'the best custard tarts, a tiny bakery')).toBe('eat');
    expect(guessCategory('Torre de Belém')).toBeNull();
    expect(guessCategory(null, undefined, '')).toBeNull();
  });

  it('does not take a word for a part of another', () => {
    expect(guessCategory('Barcelos')).toBeNull();
    expect(guessCategory('Portugal')).toBeNull();
  });
});
