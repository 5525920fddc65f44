import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../../tests/support/api.js';
import { openEventStream } from '../../../../tests/support/event-stream.js';
import {
  createSecondInstance,
  createTestApp,
  signUp,
  type TestApp,
} from '../../../../tests/support/test-app.js';
import { DIALECTS, type TestDialect } from '../../../../tests/support/test-database.js';
import type { BuiltApp } from '../../app.js';

/** A real listening app (event streams need a socket), an owner and one trip. */
async function listeningAppWithTrip(dialect: TestDialect) {
  const t = await createTestApp(dialect);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const { cookie } = await signUp(t);
  const created = await apiClient(t, cookie).post('/api/trips', { destination: 'Prague' });
  return { t, base, cookie, tripId: created.json<{ trip: { id: string } }>().trip.id };
}

describe.each(DIALECTS)('live trip events on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  let cookie: string;
  let tripId: string;
  beforeAll(async () => {
    ({ t, base, cookie, tripId } = await listeningAppWithTrip(dialect));
  });
  afterAll(() => t.close());

  it('tell the open trip page about inserts, updates and deletes', async () => {
    const stream = await openEventStream(`${base}/api/trips/${tripId}/events`, cookie);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    // A stream is no document: of the security headers it carries the two that apply to it.
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(stream.headers.get('content-security-policy')).toBeNull();
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(await stream.next()).toEqual({ event: 'ready', data: { tripId } });
    const owner = apiClient(t, cookie);

    const added = await owner.post(`/api/trips/${tripId}/recommendations`, {
      entries: [{ category: 'do', content: 'Castle' }],
    });
    expect(await stream.next()).toEqual({
      event: 'recommendations',
      data: { tripId, kind: 'recommendations' },
    });
    const tipId = added.json<{ recommendations: { id: string }[] }>().recommendations[0]?.id ?? '';

    await owner.patch(`/api/recommendations/${tipId}`, { is_favorite: true });
    expect((await stream.next()).event).toBe('recommendations');
    await owner.delete(`/api/recommendations/${tipId}`);
    expect((await stream.next()).event).toBe('recommendations');
    stream.close();
  });

  it('refuse a visitor without a session', async () => {
    const response = await fetch(`${base}/api/trips/${tripId}/events`);
    expect(response.status).toBe(401);
    // Its refusals are answers like any other, with every security header.
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect((await response.json()) as unknown).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' },
    });
  });
});

describe('live trip events across instances on postgres', () => {
  let t: TestApp;
  let base: string;
  let cookie: string;
  let tripId: string;
  beforeAll(async () => {
    ({ t, base, cookie, tripId } = await listeningAppWithTrip('postgres'));
  });
  afterAll(() => t.close());

  it('reach a page held open by another app instance', async () => {
    const second: BuiltApp = await createSecondInstance(t);
    try {
      const stream = await openEventStream(`${base}/api/trips/${tripId}/events`, cookie);
      await stream.next();
      const response = await second.app.inject({
        method: 'POST',
        url: `/api/trips/${tripId}/recommendations`,
        headers: { cookie },
        payload: { entries: [{ category: 'eat', content: 'Trdelník' }] },
      });
      expect(response.statusCode).toBe(201);
      expect(await stream.next()).toEqual({
        event: 'recommendations',
        data: { tripId, kind: 'recommendations' },
      });
      stream.close();
    } finally {
      await second.app.close();
    }
  });
});
