import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  directionsUrl,
  mapPoints,
  mapsPlatformOf,
  placePoints,
  pointCounts,
  type MappableTip,
} from './map-points.js';
import type { PlacedTip } from './same-place.js';

const tip = (overrides: Partial<MappableTip>): MappableTip => ({
  id: 't1',
  category: 'eat',
  content: 'Custard tarts',
  contributor_name: 'Ana',
  place_name: 'Manteigaria',
  latitude: 38.7107,
  longitude: -9.1434,
  ...overrides,
});

describe('the tips a map shows', () => {
  it('keeps tips with a place name and coordinates on the globe', () => {
    expect(mapPoints([tip({})])).toEqual([
      {
        id: 't1',
        category: 'eat',
        name: 'Manteigaria',
        content: 'Custard tarts',
        contributor: 'Ana',
        lat: 38.7107,
        lng: -9.1434,
        notes: [{ id: 't1', content: 'Custard tarts', contributor: 'Ana' }],
        summary: null,
      },
    ]);
  });

  it.each([
    ['no place name', { place_name: null }],
    ['a blank place name', { place_name: '   ' }],
    ['no latitude', { latitude: null }],
    ['a latitude in text', { latitude: '38.7' }],
    ['a latitude off the globe', { latitude: 91 }],
    ['a longitude off the globe', { longitude: -180.5 }],
    ['a longitude that is not a number', { longitude: Number.NaN }],
    ['an infinite latitude', { latitude: Number.POSITIVE_INFINITY }],
    ['an unknown category', { category: 'shopping' as MappableTip['category'] }],
  ])('leaves off a tip with %s', (_case, overrides) => {
    expect(mapPoints([tip(overrides), tip({ id: 't2' })]).map((point) => point.id)).toEqual(['t2']);
  });

  it('credits no one when the contributor is blank or unknown', () => {
    expect(mapPoints([tip({ contributor_name: '  ' }), tip({ contributor_name: undefined })])).toMatchObject([
      { contributor: null },
      { contributor: null },
    ]);
  });
});

describe('the filter bar counts', () => {
  it('counts each category and all of them', () => {
    const points = mapPoints([tip({}), tip({ id: 't2' }), tip({ id: 't3', category: 'parks' })]);
    expect(pointCounts(points)).toMatchObject({ all: 3, eat: 2, parks: 1, do: 0 });
  });
});

describe('the bounds of a map', () => {
  it('reach every point, and are a single corner for a single point', () => {
    const points = mapPoints([tip({}), tip({ id: 't2', latitude: 41.15, longitude: -8.61 })]);
    expect(boundsOf(points)).toEqual([
      [-9.1434, 38.7107],
      [-8.61, 41.15],
    ]);
    expect(boundsOf(points.slice(0, 1))).toEqual([
      [-9.1434, 38.7107],
      [-9.1434, 38.7107],
    ]);
    expect(boundsOf([])).toBeNull();
  });
});

describe('directions to a place', () => {
  const place = { name: 'Time Out Market & Co', lat: 38.7068, lng: -9.1459 };

  it('open in the maps app of the device, with the name and the coordinates', () => {
    expect(directionsUrl(place, 'apple')).toBe(
      'https://maps.apple.com/?daddr=38.7068,-9.1459&q=Time%20Out%20Market%20%26%20Co',
    );
    expect(directionsUrl(place, 'android')).toBe(
      'geo:38.7068,-9.1459?q=38.7068,-9.1459(Time%20Out%20Market%20%26%20Co)',
    );
    expect(directionsUrl(place, 'other')).toBe(
      'https://www.google.com/maps/dir//Time%20Out%20Market%20%26%20Co/@38.7068,-9.1459,17z',
    );
  });

  it('tell the devices apart by their user agent', () => {
    expect(mapsPlatformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('apple');
    expect(mapsPlatformOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(mapsPlatformOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
  });
});

describe('one point per place', () => {
  type Placed = MappableTip & PlacedTip;
  const placed = (id: string, overrides: Partial<Placed>): Placed => ({
    ...tip({ id }),
    place_id: 'osm:1',
    place_name: 'Manteigaria',
    latitude: 38.7107,
    longitude: -9.1434,
    ...overrides,
  });

  it("draws the tips of one place as one point at the first, with every tip's words in order", () => {
    const points = placePoints([
      placed('a', { content: 'Custard tarts', contributor_name: 'Ana' }),
      placed('b', { category: 'do', content: 'A walk', place_name: 'Miradouro', place_id: 'osm:2' }),
      placed('c', {
        content: 'Go at opening',
        contributor_name: '  ',
        place_id: 'google:9',
        latitude: 38.7108,
      }),
    ]);
    expect(points.map((point) => point.id)).toEqual(['a', 'b']);
    expect(points[0]?.notes).toEqual([
      { id: 'a', content: 'Custard tarts', contributor: 'Ana' },
      { id: 'c', content: 'Go at opening', contributor: null },
    ]);
    expect(points[0]).toMatchObject({
      lat: 38.7107,
      lng: -9.1434,
      content: 'Custard tarts',
      summary: 'Recommended by 2 friends',
    });
    expect(points[1]?.summary).toBeNull();
    expect(placePoints([placed('a', {}), placed('b', {})], (count) => `${count} notes`)[0]?.summary).toBe(
      '2 notes',
    );
    expect(pointCounts(points)).toMatchObject({ all: 2, eat: 1, do: 1 });
  });

  it('leaves apart a place of the same name far away, and tips the map cannot show', () => {
    const points = placePoints([
      placed('a', { place_id: null }),
      placed('b', { place_id: null, latitude: 38.72 }),
      placed('c', { latitude: null }),
    ]);
    expect(points.map((point) => [point.id, point.notes.length])).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
  });
});
