import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../../../tests/support/api.js';
import { openEventStream } from '../../../../tests/support/event-stream.js';
import { guidebookCalls } from '../../../../tests/support/guidebooks.js';
import {
  createSecondInstance,
  createTestApp,
  jsonRequest,
  signUp,
  type TestApp,
} from '../../../../tests/support/test-app.js';
import { DIALECTS, type TestDialect } from '../../../../tests/support/test-database.js';

/** A real listening app (event streams need a socket), an owner and one guidebook. */
async function listeningAppWithGuidebook(dialect: TestDialect) {
  const t = await createTestApp(dialect);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const { cookie } = await signUp(t);
  const guidebook = await guidebookCalls(apiClient(t, cookie)).create({ destination: 'Prague' });
  return { t, base, cookie, guidebookId: guidebook.id };
}

describe.each(DIALECTS)('live guidebook events on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  let cookie: string;
  let guidebookId: string;
  let owner: ApiClient;
  beforeAll(async () => {
    ({ t, base, cookie, guidebookId } = await listeningAppWithGuidebook(dialect));
    owner = apiClient(t, cookie);
  });
  afterAll(() => t.close());

  it('tell the open guidebook page about every change to its tips and to itself', async () => {
    const stream = await openEventStream(`${base}/api/guidebooks/${guidebookId}/events`, cookie);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(await stream.next()).toEqual({ event: 'ready', data: { guidebookId } });
    const changed = { event: 'recommendations', data: { guidebookId, kind: 'recommendations' } };

    const [tip] = await guidebookCalls(owner).addTips(guidebookId, [{ category: 'do', content: 'Castle' }]);
    expect(await stream.next()).toEqual(changed);
    const tipId = tip?.id ?? '';
    await owner.patch(`/api/guidebook-recommendations/${tipId}`, { is_favorite: true });
    expect(await stream.next()).toEqual(changed);
    await owner.put(`/api/guidebooks/${guidebookId}/recommendations/order`, {
      order: [{ id: tipId, order_index: 3 }],
    });
    expect(await stream.next()).toEqual(changed);
    await owner.delete(`/api/guidebook-recommendations/${tipId}`);
    expect(await stream.next()).toEqual(changed);
    await owner.put(`/api/guidebooks/${guidebookId}`, { title: 'Renamed', destination: 'Prague' });
    expect(await stream.next()).toEqual({ event: 'guidebook', data: { guidebookId, kind: 'guidebook' } });
    stream.close();
  });

  it('hear nothing of other guidebooks, nor of refused writes', async () => {
    const stream = await openEventStream(`${base}/api/guidebooks/${guidebookId}/events`, cookie);
    await stream.next();
    const other = await guidebookCalls(owner).create();
    await guidebookCalls(owner).addTips(other.id, [{ category: 'eat', content: 'Elsewhere' }]);
    await owner.put(`/api/guidebooks/${guidebookId}`, { title: '', destination: 'Prague' });
    // Refused inside the transaction: rolled back, so nothing is announced.
    const [foreign] = await guidebookCalls(owner).addTips(other.id, [
      { category: 'do', content: 'Not here' },
    ]);
    const refused = await owner.put(`/api/guidebooks/${guidebookId}/recommendations/order`, {
      order: [{ id: foreign?.id, order_index: 0 }],
    });
    expect(refused.statusCode).toBe(400);
    await owner.put(`/api/guidebooks/${guidebookId}`, { title: 'Heard', destination: 'Prague' });
    expect((await stream.next()).data).toEqual({ guidebookId, kind: 'guidebook' });
    stream.close();
  });

  it('refuse a visitor without a session, and end with the session', async () => {
    const response = await fetch(`${base}/api/guidebooks/${guidebookId}/events`);
    expect(response.status).toBe(401);
    expect((await response.json()) as unknown).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' },
    });

    const user = await signUp(t);
    const theirs = await guidebookCalls(apiClient(t, user.cookie)).create();
    const stream = await openEventStream(`${base}/api/guidebooks/${theirs.id}/events`, user.cookie);
    expect((await stream.next()).event).toBe('ready');
    await t.app.inject(jsonRequest('POST', '/api/auth/sign-out', {}, { cookie: user.cookie }));
    await expect(stream.next()).rejects.toThrow('the event stream ended');
  });
});

describe.runIf(DIALECTS.includes('postgres'))('live guidebook events across instances on postgres', () => {
  let t: TestApp;
  let base: string;
  let cookie: string;
  let guidebookId: string;
  beforeAll(async () => {
    ({ t, base, cookie, guidebookId } = await listeningAppWithGuidebook('postgres'));
  });
  afterAll(() => t.close());

  it('reach a page held open by another app instance', async () => {
    const second = await createSecondInstance(t);
    try {
      const stream = await openEventStream(`${base}/api/guidebooks/${guidebookId}/events`, cookie);
      await stream.next();
      const response = await second.app.inject({
        method: 'POST',
        url: `/api/guidebooks/${guidebookId}/recommendations`,
        headers: { cookie },
        payload: { entries: [{ category: 'eat', content: 'Trdelník' }] },
      });
      expect(response.statusCode).toBe(201);
      expect(await stream.next()).toEqual({
        event: 'recommendations',
        data: { guidebookId, kind: 'recommendations' },
      });
      stream.close();
    } finally {
      await second.app.close();
    }
  });
});
