import { describe, expect, it } from 'vitest';
import {
  bakeCityLabels,
  CITY_LABEL_ZOOMS,
  MIN_LABELLED_POPULATION,
  type GazetteerCity,
} from './city-labels.js';

const city = (
  name: string,
  lng: number,
  lat: number,
  population: number,
  featureCode = 'PPL',
): GazetteerCity => ({
  name,
  featureCode,
  population,
  loc: { coordinates: [lng, lat] },
});

describe('the offline basemap’s city names', () => {
  it('keeps the most populous city of a crowded area first, and its neighbours for closer zooms', () => {
    const { cities } = bakeCityLabels([
      city('Setúbal', -8.89, 38.52, 120_000),
      city('Lisbon', -9.13, 38.72, 517_000),
      city('Porto', -8.61, 41.15, 249_000),
    ]);
    expect(cities.map(([name]) => name)).toEqual(['Lisbon', 'Porto', 'Setúbal']);
    const [lisbon, porto, setubal] = cities;
    expect(lisbon).toEqual(['Lisbon', -913, 3872, CITY_LABEL_ZOOMS.first, 1]);
    // 320 km apart: room for both on a view of a few countries.
    expect(porto?.[3]).toBeLessThanOrEqual(5);
    // 30 km from Lisbon: named only on a view of a region.
    expect(setubal?.[3]).toBe(CITY_LABEL_ZOOMS.last);
  });

  it('names a capital rather than a bigger city beside it, which never finds room', () => {
    const { cities } = bakeCityLabels([
      city('Big Port', 10, 10, 2_000_000),
      city('Capital', 10.05, 10.05, 600_000, 'PPLC'),
    ]);
    expect(cities).toEqual([['Capital', 1005, 1005, CITY_LABEL_ZOOMS.first, 2]]);
  });

  it('leaves out small towns, city districts and places that are no more', () => {
    const { cities } = bakeCityLabels([
      city('Village', 0, 0, MIN_LABELLED_POPULATION - 1),
      city('District', 20, 20, 300_000, 'PPLX'),
      city('Ruin', 40, 40, 300_000, 'PPLQ'),
      city('Town', 60, 30, MIN_LABELLED_POPULATION),
    ]);
    expect(cities).toEqual([['Town', 6000, 3000, CITY_LABEL_ZOOMS.first, 0]]);
  });
});
