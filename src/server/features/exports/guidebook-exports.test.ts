import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

describe.each(DIALECTS)('downloading a guidebook on %s', (dialect) => {
  let t: TestApp;
  let owner: ApiClient;
  let guidebookId: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { publicUrl: 'https://tips.example' });
    owner = apiClient(t, (await signUp(t)).cookie);
    guidebookId = (
      await owner.post('/api/guidebooks', { title: 'Kyoto, slowly', destination: 'Kyoto' })
    ).json<{ guidebook: { id: string } }>().guidebook.id;
    await owner.post(`/api/guidebooks/${guidebookId}/recommendations`, {
      entries: [
        {
          category: 'parks',
          content: 'Early, before the crowds',
          place: { name: 'Fushimi Inari', latitude: 34.9671, longitude: 135.7727, placeId: 'osm:W1' },
        },
        { category: 'eat', content: 'Any standing sushi bar near the station' },
      ],
    });
    token = (await owner.post(`/api/guidebooks/${guidebookId}/shared-links`, {})).json<{
      share_token: string;
    }>().share_token;
  });
  afterAll(() => t.close());

  it('sends the owner each file named after the guidebook, with a link back to it', async () => {
    const kml = await owner.get(`/api/guidebooks/${guidebookId}/export?format=kml`);
    expect(kml.statusCode).toBe(200);
    expect(kml.headers['content-disposition']).toContain('filename="Kyoto, slowly.kml"');
    expect(kml.body).toContain('<name>Fushimi Inari</name>');
    expect(kml.body).toContain(`https://tips.example/guidebook/${guidebookId}`);
    expect(kml.body).not.toContain('name="contributor"');
    const csv = (await owner.get(`/api/guidebooks/${guidebookId}/export?format=csv`)).body;
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows).toHaveLength(3);
    // A guidebook's tips are never "done": the column stays empty.
    expect(rows.find((row) => row.startsWith('Parks,'))).toMatch(
      /^Parks,"?Early, before the crowds"?,Fushimi Inari,,34\.9671,135\.7727,osm:W1,,no,,/,
    );
  });

  it('answers someone else’s guidebook as not found, and a visitor with 401', async () => {
    const stranger = apiClient(t, (await signUp(t)).cookie);
    expect((await stranger.get(`/api/guidebooks/${guidebookId}/export?format=gpx`)).statusCode).toBe(404);
    expect((await apiClient(t).get(`/api/guidebooks/${guidebookId}/export?format=gpx`)).statusCode).toBe(401);
  });

  it('lets anyone with a working share link download it, linking back to the shared page', async () => {
    const response = await apiClient(t).get(`/api/public/shared-guidebooks/${token}/export?format=geojson`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    const collection = response.json<{ features: { properties: { name: string; link: string } }[] }>();
    expect(collection.features.map((feature) => feature.properties)).toEqual([
      expect.objectContaining({
        name: 'Fushimi Inari',
        link: `https://tips.example/shared-guidebook/${token}`,
      }),
    ]);
    expect(response.body).not.toContain(guidebookId);
  });

  it('refuses a shared download once the link has expired or been revoked, and a bad format', async () => {
    const visitor = apiClient(t);
    const { id, share_token: other } = (
      await owner.post(`/api/guidebooks/${guidebookId}/shared-links`, {})
    ).json<{ id: string; share_token: string }>();
    const badFormat = await visitor.get(`/api/public/shared-guidebooks/${other}/export?format=xlsx`);
    expect(badFormat.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(badFormat))).toContain('Choose a file format');

    await t.db.kysely
      .updateTable('shared_guidebooks')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const expired = await visitor.get(`/api/public/shared-guidebooks/${other}/export?format=csv`);
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired).message).toBe('This shared guidebook link has expired');
    expect(expired.headers['content-disposition']).toBeUndefined();

    await owner.delete(`/api/guidebooks/${guidebookId}/shared-links/${id}`);
    const revoked = await visitor.get(`/api/public/shared-guidebooks/${other}/export?format=csv`);
    expect(revoked.statusCode).toBe(404);
    expect(errorOf(revoked).message).toBe('Shared guidebook not found');
  });
});
