import { describe, expect, it } from 'vitest';
import {
  mapPicturePath,
  mapPictureView,
  mercator,
  OFFLINE_MAX_ZOOM,
  pictureSide,
  unmercator,
  WORLD_PIXELS,
} from './map-picture.js';
import type { MapPoint } from './map-points.js';

const point = (lat: number, lng: number): MapPoint => ({
  id: `${lat},${lng}`,
  category: 'eat',
  name: 'A place',
  content: '',
  contributor: null,
  lat,
  lng,
  notes: [],
  summary: null,
});

describe('mercator', () => {
  it('puts the world in a square of side 1, Greenwich and the equator in the middle', () => {
    expect(mercator(0, 0)).toEqual({ x: 0.5, y: 0.5 });
    expect(mercator(-180, 85.051129).y).toBeCloseTo(0, 6);
    expect(mercator(180, -85.051129)).toEqual({ x: 1, y: expect.closeTo(1, 6) as number });
  });

  it('is undone by unmercator', () => {
    const at = mercator(-9.14, 38.72);
    const back = unmercator(at.x, at.y);
    expect(back.lng).toBeCloseTo(-9.14, 9);
    expect(back.lat).toBeCloseTo(38.72, 9);
  });
});

describe('mapPictureView', () => {
  it('has no picture for a map without located places', () => {
    expect(mapPictureView([], OFFLINE_MAX_ZOOM)).toBeNull();
  });

  it('covers four times the markers’ extent, their centre in the middle half of the picture', () => {
    const view = mapPictureView([point(37, -9.3), point(42, -7)], OFFLINE_MAX_ZOOM);
    if (!view) throw new Error('expected a picture');
    const largest = Math.max(view.extent.width, view.extent.height);
    expect(largest * 4).toBeLessThanOrEqual(1);
    expect(largest * 8).toBeGreaterThan(1 / 2);
    for (const share of [view.center.x, view.center.y]) {
      expect(share).toBeGreaterThanOrEqual(0.25);
      expect(share).toBeLessThanOrEqual(0.75);
    }
    // The markers sit where the picture's tile grid puts them.
    const side = pictureSide(view.tile.z);
    const lisbon = mercator(-9.3, 37);
    expect(view.markers[0]?.x).toBeCloseTo((lisbon.x - (view.tile.x * side) / 2) / side, 9);
    expect(view.markers[0]?.y).toBeCloseTo((lisbon.y - (view.tile.y * side) / 2) / side, 9);
  });

  it('gives one place the room of the closest view and no extent', () => {
    const view = mapPictureView([point(35.68, 139.65)], OFFLINE_MAX_ZOOM);
    if (!view) throw new Error('expected a picture');
    expect(view.extent).toEqual({ width: 0, height: 0 });
    // At the closest view, the picture is wider than the largest map it must fill.
    expect(view.maxSide).toBeGreaterThanOrEqual(2800);
    expect(view.maxSide).toBe(pictureSide(view.tile.z) * WORLD_PIXELS * 2 ** OFFLINE_MAX_ZOOM);
  });

  it('draws the whole world for places on every continent', () => {
    const view = mapPictureView([point(60, -150), point(-40, 170)], OFFLINE_MAX_ZOOM);
    expect(view?.tile.z).toBe(0);
    expect(mapPicturePath({ z: 3, x: -1, y: 2 })).toBe('/api/public/map-pictures/3/-1/2');
  });
});
