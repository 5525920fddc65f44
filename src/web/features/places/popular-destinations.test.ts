import { describe, expect, it } from 'vitest';
import {
  destinationText,
  GUIDEBOOK_DESTINATIONS,
  POPULAR_DESTINATIONS,
  suggestDestinations,
} from './popular-destinations';
import { DRAWN_FLAGS } from './components/country-flag';

describe('destination suggestions', () => {
  it('offers the 21 popular cities, each with a flag', () => {
    expect(POPULAR_DESTINATIONS).toHaveLength(21);
    for (const { countryCode } of POPULAR_DESTINATIONS) expect(DRAWN_FLAGS).toContain(countryCode);
  });

  it('matches a case-insensitive substring of the city', () => {
    expect(suggestDestinations('LON').map((d) => d.city)).toEqual(['London', 'Barcelona']);
    expect(suggestDestinations('  ky ').map((d) => d.city)).toEqual(['Tokyo']);
  });

  it('offers nothing for blank or unknown text', () => {
    expect(suggestDestinations('   ')).toEqual([]);
    expect(suggestDestinations('Reykjavik')).toEqual([]);
  });
});

describe('guidebook destinations', () => {
  it('offers the 20 destinations of the specification, in its order, each with a country and a flag', () => {
    expect(GUIDEBOOK_DESTINATIONS.map((d) => d.city)).toEqual([
      'Tokyo',
      'Paris',
      'New York City',
      'London',
      'Rome',
      'Barcelona',
      'Bangkok',
      'Istanbul',
      'Amsterdam',
      'Prague',
      'Berlin',
      'Vienna',
      'Lisbon',
      'Dublin',
      'Copenhagen',
      'Stockholm',
      'Oslo',
      'Helsinki',
      'Reykjavik',
      'Athens',
    ]);
    for (const { country, countryCode } of GUIDEBOOK_DESTINATIONS) {
      expect(country).not.toBe('');
      expect(DRAWN_FLAGS).toContain(countryCode);
    }
  });

  it('puts "City, Country" into the field and matches the country too', () => {
    const [tokyo] = GUIDEBOOK_DESTINATIONS;
    expect(tokyo && destinationText(tokyo, 'city-and-country')).toBe('Tokyo, Japan');
    const options = { text: 'city-and-country', allWhenBlank: true } as const;
    expect(suggestDestinations('iceland', GUIDEBOOK_DESTINATIONS, options).map((d) => d.city)).toEqual([
      'Reykjavik',
    ]);
  });

  it('offers the whole list while the field is blank', () => {
    const options = { text: 'city-and-country', allWhenBlank: true } as const;
    expect(suggestDestinations('  ', GUIDEBOOK_DESTINATIONS, options)).toHaveLength(20);
  });
});
