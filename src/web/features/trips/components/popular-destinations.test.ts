import { describe, expect, it } from 'vitest';
import { POPULAR_DESTINATIONS, suggestDestinations } from './popular-destinations';

describe('destination suggestions', () => {
  it('offers the 21 popular cities, each with a flag', () => {
    expect(POPULAR_DESTINATIONS).toHaveLength(21);
    // A flag is two regional-indicator symbols: four UTF-16 units, all in that block.
    for (const { flag } of POPULAR_DESTINATIONS) expect(flag).toMatch(/^\p{Regional_Indicator}{2}$/u);
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
