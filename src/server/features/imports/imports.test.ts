import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../shared/contracts/imports.js';
import type { Tip } from '../../../shared/contracts/tips.js';
import { LIMITS } from '../../../shared/limits.js';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { multipartBody } from '../../../../tests/support/images.js';
import { MY_MAPS_KML, TAKEOUT_SAVED_PLACES } from '../../../../tests/support/import-samples.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { buildUser } from '../../../../tests/support/factories/users.js';

describe.each(DIALECTS)('importing places on %s', (dialect) => {
  let t: TestApp;
  let owner: ApiClient;
  let cookie: string;
  let tripId: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = (await buildUser(t)).cookie;
    owner = apiClient(t, cookie);
    tripId = (await owner.post('/api/trips', { destination: 'Lisbon' })).json<{ trip: { id: string } }>().trip
      .id;
  });
  afterAll(() => t.close());

  const upload = async (path: string, bytes: Uint8Array | string, as = cookie, field = 'file') => {
    const { payload, contentType } = await multipartBody(
      typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes,
      { field, filename: 'places.json', contentType: 'application/json' },
    );
    return t.app.inject({
      method: 'POST',
      url: path,
      payload,
      headers: { 'content-type': contentType, ...(as ? { cookie: as } : {}) },
    });
  };
  const tipsOf = async (id = tripId) =>
    (await owner.get(`/api/trips/${id}`)).json<{ recommendations: Tip[] }>().recommendations;

  it('previews a Takeout file without adding anything: categories guessed, places already listed marked', async () => {
    await owner.post(`/api/trips/${tripId}/recommendations`, {
      entries: [
        {
          category: 'eat',
          content: 'Pastéis',
          // Another provider's id for the same place: told by its name and position.
          place: { name: 'MANTEIGARIA', latitude: 38.71072, longitude: -9.14341, placeId: 'osm:N1' },
        },
      ],
    });
    const response = await upload(`/api/trips/${tripId}/imports/preview`, TAKEOUT_SAVED_PLACES);
    expect(response.statusCode).toBe(200);
    const preview = response.json<ImportPreview>();
    expect(preview.format).toBe('geojson');
    expect(
      preview.places.map(({ name, content, category, duplicate }) => ({
        name,
        content,
        category,
        duplicate,
      })),
    ).toEqual([
      { name: 'Manteigaria', content: 'Custard tarts, still warm', category: 'eat', duplicate: true },
      { name: 'Museu de Marinha', content: 'Museu de Marinha', category: 'museums', duplicate: false },
      { name: 'Torre de Belém', content: 'Torre de Belém', category: null, duplicate: false },
    ]);
    expect(await tipsOf()).toHaveLength(1);
  });

  it('adds the chosen places in one go, and nothing when one of them is refused', async () => {
    const place = (name: string, latitude: number) => ({
      category: 'parks',
      content: name,
      place: { name, latitude, longitude: -8.6 },
    });
    const refused = await owner.post(`/api/trips/${tripId}/imports`, {
      entries: [place('Jardim A', 41.1), place('Jardim B', 91)],
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe('Latitude must be between -90 and 90.');
    expect(await tipsOf()).toHaveLength(1);

    const added = await owner.post(`/api/trips/${tripId}/imports`, {
      entries: [place('Jardim A', 41.1), place('Jardim B', 41.2)],
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ added: 2 });
    expect((await tipsOf()).map((tip) => tip.place_name)).toEqual(
      expect.arrayContaining(['Jardim A', 'Jardim B']),
    );
  });

  it('adds a thousand places at once, in a guidebook too', async () => {
    const guidebookId = (await owner.post('/api/guidebooks', { title: 'Porto', destination: 'Porto' })).json<{
      guidebook: { id: string };
    }>().guidebook.id;
    const preview = await upload(`/api/guidebooks/${guidebookId}/imports/preview`, MY_MAPS_KML);
    expect(preview.json<ImportPreview>().places.map((place) => place.category)).toEqual(['eat', 'parks']);
    const entries = Array.from({ length: LIMITS.tipsPerListMax }, (_, i) => ({
      category: 'do',
      content: `Stop ${i + 1}`,
      place: { name: `Stop ${i + 1}`, latitude: 41 + i / 1e5, longitude: -8.6 },
    }));
    const added = await owner.post(`/api/guidebooks/${guidebookId}/imports`, { entries });
    expect(added.json()).toEqual({ added: LIMITS.tipsPerListMax });
    const tooMany = await owner.post(`/api/guidebooks/${guidebookId}/imports`, {
      entries: [...entries, entries[0]],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).message).toBe('At most 1,000 places can be imported at once.');
  }, 60_000);

  it('refuses a file over 5 MB, a request without a file and an empty choice', async () => {
    const big = await upload(
      `/api/trips/${tripId}/imports/preview`,
      Buffer.alloc(LIMITS.importFileMaxBytes + 1, 0x20),
    );
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).message).toBe('File too large: Please select a file smaller than 5MB.');
    const wrongField = await upload(
      `/api/trips/${tripId}/imports/preview`,
      TAKEOUT_SAVED_PLACES,
      cookie,
      'image',
    );
    expect(wrongField.statusCode).toBe(400);
    expect(errorOf(wrongField).message).toBe('Send the file in the form field "file".');
    const json = await owner.post(`/api/trips/${tripId}/imports/preview`, {});
    expect(json.statusCode).toBe(415);
    const none = await owner.post(`/api/trips/${tripId}/imports`, { entries: [] });
    expect(errorOf(none).message).toBe('Choose at least one place to import.');
  });

  it('refuses a hostile file with a clear reason', async () => {
    const response = await upload(
      `/api/trips/${tripId}/imports/preview`,
      '<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY x SYSTEM "file:///etc/passwd">]><kml><Placemark><name>&x;</name></Placemark></kml>',
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      file: expect.stringContaining('document type or XML entities'),
    });
  });

  it.each(['kml', 'gpx'])(
    'refuses %s nested thousands deep or naming an object’s own properties with a 400 and the reason',
    async (root) => {
      const refusal = async (file: string) => {
        const response = await upload(`/api/trips/${tripId}/imports/preview`, file);
        expect(response.statusCode).toBe(400);
        return errorOf(response);
      };
      const deep = `<${root}>${'<Folder>'.repeat(10_000)}${'</Folder>'.repeat(10_000)}</${root}>`;
      expect(await refusal(deep)).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'This file nests its elements more than 100 levels deep, which KML and GPX files never do.',
        fields: { file: expect.stringContaining('more than 100 levels deep') },
      });
      for (const name of ['__proto__', 'constructor', 'prototype']) {
        const file = `<${root}><Document><${name}><name>x</name></${name}></Document></${root}>`;
        expect((await refusal(file)).message).toBe(
          `This file has an element named "${name}", which KML and GPX files never have.`,
        );
      }
    },
  );

  it('answers another owner’s trip or guidebook as not found, and a visitor with 401', async () => {
    const stranger = (await buildUser(t)).cookie;
    expect(
      (await upload(`/api/trips/${tripId}/imports/preview`, TAKEOUT_SAVED_PLACES, stranger)).statusCode,
    ).toBe(404);
    const theirs = await apiClient(t, stranger).post(`/api/trips/${tripId}/imports`, {
      entries: [{ category: 'do', content: 'Mine now' }],
    });
    expect(theirs.statusCode).toBe(404);
    expect((await upload(`/api/trips/${tripId}/imports/preview`, TAKEOUT_SAVED_PLACES, '')).statusCode).toBe(
      401,
    );
    expect(await tipsOf()).not.toContainEqual(expect.objectContaining({ content: 'Mine now' }));
  });
});
