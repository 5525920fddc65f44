import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../tests/support/api.js';
import { variesOn } from '../../../tests/support/cache-headers.js';
import { createTestApp, jsonRequest, signUp, type TestApp } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';

const COMPRESSED = { 'accept-encoding': 'gzip, deflate, br' };

describe.each(DIALECTS)('what caches may keep on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let tripId: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ cookie } = await signUp(t));
    const owner = apiClient(t, cookie);
    tripId = (await owner.post('/api/trips', { destination: 'Kyoto' })).json<{ trip: { id: string } }>().trip
      .id;
    // Enough tips for the page to be sent compressed.
    const entries = Array.from({ length: 20 }, (_, i) => ({ category: 'do', content: `Temple number ${i}` }));
    await owner.post(`/api/trips/${tripId}/recommendations`, { entries });
  });
  afterAll(() => t.close());

  const read = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...COMPRESSED, ...headers } });

  it('nothing of an owner’s trip page, read afresh or kept and compressed, and it varies on the cookie', async () => {
    const url = `/api/trips/${tripId}`;
    // The second read is the cached page, sent compressed by the route itself.
    for (const response of [await read(url, { cookie }), await read(url, { cookie })]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(variesOn(response.headers, 'Cookie')).toBe(true);
      expect(variesOn(response.headers, 'Accept-Encoding')).toBe(true);
    }
  });

  it('nothing of the answer about who is signed in, signed in or not', async () => {
    for (const headers of [{ cookie }, {}] as Record<string, string>[]) {
      const response = await read('/api/auth/session', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(variesOn(response.headers, 'Cookie')).toBe(true);
    }
    const refused = await t.app.inject(
      jsonRequest('POST', '/api/auth/sign-in/email', {
        email: 'nobody@example.com',
        password: 'wrong-horse',
      }),
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });

  it('a friend’s page, kept and compressed, only to ask again before each use', async () => {
    for (const response of [
      await read(`/api/public/trips/${tripId}`),
      await read(`/api/public/trips/${tripId}`),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(variesOn(response.headers, 'Accept-Encoding')).toBe(true);
    }
  });
});
