import { describe, expect, it } from 'vitest';
import {
  distanceInMetres,
  groupTipsByPlace,
  isSamePlace,
  placeNameKey,
  tipCountText,
  recommendedByText,
  type PlacedTip,
} from './same-place';

let next = 0;
const tip = (overrides: Partial<PlacedTip> = {}): PlacedTip => ({
  id: `t${(next += 1)}`,
  category: 'eat',
  place_id: null,
  place_name: 'Café Central',
  latitude: 38.7101,
  longitude: -9.1366,
  ...overrides,
});
// About 11 m per 0.0001° of latitude.
const north = (metres: number) => 38.7101 + metres / 111_195;
const ids = (groups: { tips: PlacedTip[] }[]) => groups.map((group) => group.tips.map((t) => t.id));

describe('distanceInMetres', () => {
  it('measures along the globe', () => {
    expect(distanceInMetres({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(
      111_195,
      -1,
    );
    expect(
      distanceInMetres(
        { latitude: 38.7101, longitude: -9.1366 },
        { latitude: north(40), longitude: -9.1366 },
      ),
    ).toBeCloseTo(40, 0);
  });
});

describe('placeNameKey', () => {
  it('compares names without case, accents or extra spaces', () => {
    expect(placeNameKey('  Café   CENTRAL ')).toBe(placeNameKey('cafe central'));
    expect(placeNameKey('Café Central')).not.toBe(placeNameKey('Café Centro'));
  });
});

describe('isSamePlace', () => {
  it('matches the same place id whatever the name or distance', () => {
    expect(
      isSamePlace(
        tip({ place_id: 'osm:1' }),
        tip({ place_id: 'osm:1', place_name: 'Other', latitude: 0, longitude: 0 }),
      ),
    ).toBe(true);
  });
  it('matches the same name within 50 m when the ids differ', () => {
    expect(
      isSamePlace(tip({ place_id: 'osm:1' }), tip({ place_id: 'google:abc', latitude: north(45) })),
    ).toBe(true);
    expect(
      isSamePlace(tip({ place_id: 'osm:1' }), tip({ place_id: 'google:abc', latitude: north(60) })),
    ).toBe(false);
  });
  it('never matches across categories, without a place, or by name without coordinates', () => {
    expect(isSamePlace(tip(), tip({ category: 'bars' }))).toBe(false);
    expect(isSamePlace(tip({ place_name: null }), tip({ place_name: null }))).toBe(false);
    expect(isSamePlace(tip({ place_name: '  ' }), tip({ place_name: '  ' }))).toBe(false);
    expect(
      isSamePlace(tip({ latitude: null, longitude: null }), tip({ latitude: null, longitude: null })),
    ).toBe(false);
    expect(isSamePlace(tip(), tip({ place_name: 'Cafe Centro' }))).toBe(false);
  });
});

describe('groupTipsByPlace', () => {
  it('puts the tips of one place in one group, in the order given, and keeps the others alone', () => {
    const a = tip({ place_id: 'osm:1' });
    const b = tip({ place_name: 'Miradouro', latitude: 38.71, longitude: -9.13 });
    const c = tip({ place_id: 'google:x', latitude: north(20) });
    const d = tip({ place_name: null, latitude: null, longitude: null });
    const e = tip({ place_id: 'osm:1', place_name: 'Cafe Central (Baixa)' });
    expect(ids(groupTipsByPlace([a, b, c, d, e]))).toEqual([[a.id, c.id, e.id], [b.id], [d.id]]);
    expect(groupTipsByPlace([a, b]).map((group) => group.key)).toEqual([a.id, b.id]);
  });

  it('leaves tips without a place, and places far apart, as their own cards', () => {
    const far = tip({ latitude: north(500) });
    const near = tip();
    const noPlace = [tip({ place_name: null }), tip({ place_name: null })];
    expect(ids(groupTipsByPlace([near, far, ...noPlace]))).toHaveLength(4);
  });

  it('keeps each category apart', () => {
    expect(
      groupTipsByPlace([tip({ place_id: 'osm:9' }), tip({ place_id: 'osm:9', category: 'bars' })]),
    ).toHaveLength(2);
  });

  it('groups a long list without comparing every pair', () => {
    const many = Array.from({ length: 5_000 }, (_, i) =>
      tip({ place_name: `Place ${i % 2_500}`, place_id: null }),
    );
    const groups = groupTipsByPlace(many);
    expect(groups).toHaveLength(2_500);
    expect(groups.every((group) => group.tips.length === 2)).toBe(true);
  });
});

describe('what a merged card says', () => {
  it('counts the friends', () => {
    expect(recommendedByText(3)).toBe('Recommended by 3 friends');
    expect(recommendedByText(1)).toBe('Recommended by 1 friend');
  });

  it("counts a guidebook's own recommendations", () => {
    expect(tipCountText(2)).toBe('2 recommendations');
    expect(tipCountText(1)).toBe('1 recommendation');
  });
});
