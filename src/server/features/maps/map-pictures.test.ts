import { brotliDecompressSync } from 'node:zlib';
import { SyntaxValidator } from 'fast-xml-validator';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../../../tests/support/api.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { errorCodes } from '../../../shared/contracts/errors.js';
import type { MapPoint } from '../../../shared/rules/map-points.js';
import {
  mapPicturePath,
  mapPictureView,
  mercator,
  OFFLINE_MAX_ZOOM,
  type PictureTile,
} from '../../../shared/rules/map-picture.js';

const LAND = '#f6f4ee';
const WATER = '#cfe6f3';
const LISBON: MapPoint = {
  id: 'lisbon',
  category: 'eat',
  name: 'Lisbon',
  content: '',
  contributor: null,
  lat: 38.7223,
  lng: -9.1393,
  notes: [],
  summary: null,
};

/** The colour of the drawn picture at a longitude and latitude, as a browser would paint it. */
async function colourAt(svg: string, tile: PictureTile, lng: number, lat: number): Promise<string> {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = mercator(lng, lat);
  const pixel = (value: number, start: number) =>
    Math.floor(((value * 2 ** tile.z - start) / 2) * info.width);
  const offset = (pixel(at.y, tile.y) * info.width + pixel(at.x, tile.x)) * 3;
  return `#${[...data.subarray(offset, offset + 3)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

// The picture itself does not depend on the database; its per-address limit is counted in it, on both.
describe.each(DIALECTS)('the basemap’s pictures on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('draws the land, sea and borders around Lisbon as SVG a browser keeps for 30 days', async () => {
    const view = mapPictureView([LISBON], OFFLINE_MAX_ZOOM);
    if (!view) throw new Error('expected a picture');
    const response = await get(mapPicturePath(view.tile));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=2592000');
    expect(response.headers.etag).toMatch(/^W\/"6-\d+-\d+-world-[\d.]+-drawing-\d+"$/);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const svg = response.body;
    // Well-formed XML, or the browser shows nothing.
    expect(() => SyntaxValidator.validate(svg)).not.toThrow();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1024 1024">/);
    expect(svg).toContain(`fill="${LAND}"`);
    expect(svg).toContain('stroke-dasharray="3 2"');
    // Inland Portugal is land, the Atlantic off Lisbon is sea.
    expect(await colourAt(svg, view.tile, -7.91, 38.57)).toBe(LAND);
    expect(await colourAt(svg, view.tile, -12, 38.7)).toBe(WATER);
    // A city's picture is small: 2.0 KB here when measured, 0.9 KB compressed.
    expect(svg.length).toBeLessThan(8 * 1024);

    const again = await get(mapPicturePath(view.tile), { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('public, max-age=2592000');
  });

  it('sends a large picture compressed', async () => {
    const response = await get('/api/public/map-pictures/3/3/2', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const svg = brotliDecompressSync(response.rawPayload).toString();
    expect(svg).toContain(`fill="${LAND}"`);
    // Measured: 70 KB of SVG in 26 KB.
    expect(response.rawPayload.length).toBeLessThan(svg.length / 2);
  });

  it('draws the whole world at zoom 0, each copy of it, in a bounded size', async () => {
    const tile = { z: 0, x: -1, y: 0 };
    const response = await get(mapPicturePath(tile));
    expect(response.statusCode).toBe(200);
    const svg = response.body;
    // Two worlds side by side: land in both, Europe as on the live map.
    for (const copy of [0, 1]) {
      expect(await colourAt(svg, { ...tile, x: tile.x + copy }, 15, 50)).toBe(LAND);
      expect(await colourAt(svg, { ...tile, x: tile.x + copy }, -30, 30)).toBe(WATER);
    }
    // Measured: 197 KB for the 160,000 points of two worlds simplified to a fifth of a unit, 61 KB gzipped.
    expect(svg.length).toBeLessThan(256 * 1024);
  });

  it('draws a square off the world east or west as the same square on it', async () => {
    const onTheWorld = await get('/api/public/map-pictures/2/1/1');
    const east = await get('/api/public/map-pictures/2/5/1');
    const west = await get('/api/public/map-pictures/2/-3/1');
    expect(east.statusCode).toBe(200);
    expect(east.body).toContain(`fill="${LAND}"`);
    expect(east.body).toBe(onTheWorld.body);
    expect(west.body).toBe(onTheWorld.body);
    expect(east.headers.etag).toBe(onTheWorld.headers.etag);
  });

  it('draws only water over the open ocean, and only the background beyond 85°', async () => {
    // The Pacific south of Hawaii, from 146° to 135° W and 5.6° N to 5.6° S: no island in Natural Earth.
    const ocean = await get('/api/public/map-pictures/6/6/31');
    expect(ocean.statusCode).toBe(200);
    expect(ocean.body).toContain(`fill="${WATER}"`);
    expect(ocean.body).not.toContain('<path');
    const beyond = await get('/api/public/map-pictures/0/0/-2');
    expect(beyond.body).not.toContain('<path');
  });

  it('keeps a drawn picture, and draws it again for no one', async () => {
    const path = '/api/public/map-pictures/4/9/5';
    const first = await get(path);
    const second = await get(path);
    // Server-Timing tells a drawn answer from a kept one.
    expect(first.headers['server-timing']).toMatch(/^draw;dur=\d+\.\d$/);
    expect(second.headers['server-timing']).toBeUndefined();
    expect(second.body).toBe(first.body);
    // One world's width east is the same picture, kept once.
    expect((await get('/api/public/map-pictures/4/25/5')).headers['server-timing']).toBeUndefined();
  });

  it.each([
    ['a zoom past 16', '17/0/0', 'z'],
    ['a zoom below 0', '-1/0/0', 'z'],
    ['a zoom that is not a number', 'a/0/0', 'z'],
    ['a zoom in exponent form', '1e3/0/0', 'z'],
    ['a zoom with a leading zero', '03/0/0', 'z'],
    ['an x far off the world', '2/100/1', 'x'],
    ['an x just past the west', '2/-7/1', 'x'],
    ['an x that is not whole', '2/1.5/1', 'x'],
    ['a y past the south', '2/1/5', 'y'],
    ['a y past the north', '2/1/-3', 'y'],
  ])('refuses %s with the one error shape', async (_case, tile, field) => {
    const response = await get(`/api/public/map-pictures/${tile}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const error = errorOf(response);
    expect(error.code).toBe(errorCodes.validation);
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
    expect(error.message).toMatch(/must be/);
  });

  it('accepts the farthest squares a map may ask for', async () => {
    for (const tile of ['16/-65538/-2', '16/65537/65536', '0/-3/1'])
      expect((await get(`/api/public/map-pictures/${tile}`)).statusCode, tile).toBe(200);
  });
});
