import { beforeAll, describe, expect, it } from 'vitest';
import { destinationData, type DestinationData } from './destination-data.js';
import { gazetteer, type Gazetteer } from './gazetteer.js';
import { locateOffline } from './locate-destination.js';

/**
 * (the list's destination, what a friend types, the place they mean, its country): in every case the
 * world's most populous place starting with those letters lies elsewhere.
 */
const CASES: readonly (readonly [string, string, string, string])[] = [
  ['Portugal', 'Port', 'Porto', 'PT'],
  ['Edinburgh', 'Perth', 'Perth', 'GB'],
  ['Toronto', 'London', 'London', 'CA'],
  ['Texas', 'Paris', 'Paris', 'US'],
  ['Lisbon', 'Sin', 'Sintra', 'PT'],
  ['Lisbon', 'Cas', 'Cascais', 'PT'],
  ['Naples', 'Sor', 'Sorrento', 'IT'],
  ['Tuscany', 'Sie', 'Siena', 'IT'],
  ['Scotland', 'Inv', 'Inverness', 'GB'],
  ['Kyoto', 'Nar', 'Nara-shi', 'JP'],
  ['Tokyo', 'Kama', 'Kamakura', 'JP'],
  ['Bali', 'Ub', 'Ubud', 'ID'],
  ['Mexico City', 'Tol', 'Toluca', 'MX'],
  ['Oregon', 'Port', 'Portland', 'US'],
  ['Maine', 'Port', 'Portland', 'US'],
  ['Cornwall', 'Fal', 'Falmouth', 'GB'],
  ['New Zealand', 'Ham', 'Hamilton', 'NZ'],
  ['Andalusia', 'Cor', 'Córdoba', 'ES'],
  ['Spain', 'Val', 'Valencia', 'ES'],
  ['Spain', 'Mér', 'Mérida', 'ES'],
  ['Crete', 'Cha', 'Chaniá', 'GR'],
  ['Normandy', 'Rou', 'Rouen', 'FR'],
  ['Catalonia', 'Gir', 'Girona', 'ES'],
  ['Brittany', 'Ren', 'Rennes', 'FR'],
  ['Bavaria', 'Reg', 'Regensburg', 'DE'],
  ['Wales', 'Car', 'Cardiff', 'GB'],
  ['Rome', 'Fra', 'Frascati', 'IT'],
  ['Florence', 'Sie', 'Siena', 'IT'],
  ['Vancouver', 'Vic', 'Victoria', 'CA'],
  ['Chile', 'Val', 'Valparaíso', 'CL'],
  ['Georgia', 'Bat', 'Batumi', 'GE'],
  ['Peru', 'Pun', 'Puno', 'PE'],
  ['Austria', 'Sal', 'Salzburg', 'AT'],
  ['Iceland', 'Ak', 'Akureyri', 'IS'],
  ['Norway', 'Ber', 'Bergen', 'NO'],
  ['Denmark', 'Ode', 'Odense', 'DK'],
  ['Sweden', 'Mal', 'Malmö', 'SE'],
  ['Netherlands', 'Del', 'Delft', 'NL'],
  ['Scotland', 'Ab', 'Aberdeen', 'GB'],
  ['Texas', 'San', 'San Antonio', 'US'],
];

describe('the offline search, leaning towards the list’s destination', () => {
  let data: DestinationData;
  let cities: Gazetteer;
  beforeAll(async () => {
    [data, cities] = await Promise.all([destinationData(), gazetteer()]);
  });

  const isMeant = (found: { name: string; countryCode: string } | undefined, name: string, country: string) =>
    found?.name === name && found.countryCode === country;

  it('is measured on cases where the most populous match lies elsewhere', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
    for (const [, typed, name, country] of CASES) {
      expect(isMeant(cities.search(typed, {}, 1)[0], name, country), `${typed} → ${name}`).toBe(false);
    }
  });

  it('finds the place meant first in at least 90 % of them', () => {
    const missed = CASES.filter(([destination, typed, name, country]) => {
      const located = locateOffline(data, cities, destination) ?? undefined;
      return !isMeant(cities.search(typed, { destination: located }, 1)[0], name, country);
    });
    expect(missed.length / CASES.length).toBeLessThanOrEqual(0.1);
  });

  it('lets the searcher’s own position break ties only', () => {
    const portugal = locateOffline(data, cities, 'Portugal') ?? undefined;
    const fromBerlin = { lat: 52.52, lng: 13.4 };
    expect(cities.search('Port', { destination: portugal, device: fromBerlin }, 1)[0]?.name).toBe('Porto');
    // With no destination the searcher's position leads, as before.
    expect(cities.search('Paris', { device: { lat: 33.66, lng: -95.55 } }, 1)[0]?.countryCode).toBe('US');
  });
});

describe('a destination located from the offline data', () => {
  let data: DestinationData;
  let cities: Gazetteer;
  beforeAll(async () => {
    [data, cities] = await Promise.all([destinationData(), gazetteer()]);
  });
  const locate = (text: string) => locateOffline(data, cities, text);

  it.each([
    ['Lisbon', 'city', 'PT'],
    ['lisbon, portugal', 'city', 'PT'],
    ['Perth, Scotland', 'city', 'GB'],
    ['Portland, Maine', 'city', 'US'],
    ['Austin, TX', 'city', 'US'],
    ['Portugal', 'country', 'PT'],
    ['Deutschland', 'country', 'DE'],
    ['UK', 'country', 'GB'],
    ['Tuscany', 'region', 'IT'],
    ['Brittany', 'region', 'FR'],
    ['Bali', 'region', 'ID'],
    ['New York City', 'city', 'US'],
    ['Georgia', 'country', 'GE'],
  ])('takes “%s” for a %s in %s', (text, kind, country) => {
    expect(locate(text)).toMatchObject({ kind, country });
  });

  it('knows nothing of a name it has not got, of an empty one, or of a hostile one', () => {
    for (const text of [
      'Somewhere with friends',
      '',
      '   ',
      ',,,',
      'x'.repeat(10_000),
      '<script>',
      '../../etc',
    ]) {
      expect(locate(text)).toBeNull();
    }
  });
});
