import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessEventBus } from '../realtime/event-bus.js';
import { ReadCache } from './read-cache.js';

/** A page served through `ReadCache` by a route of its own: each read is counted, and may be held back. */
describe('a page served by one call', () => {
  const app = Fastify({ logger: false });
  const bus = inProcessEventBus();
  const pages = new ReadCache(bus, JSON.stringify);
  let reads = 0;
  let expiresAt: number | undefined;
  let holdBack: Promise<void> | null = null;

  beforeAll(async () => {
    app.get<{ Params: { id: string }; Querystring: { owner?: string } }>('/pages/:id', (request, reply) =>
      pages.serve(request, reply, { key: request.params.id, ownerId: request.query.owner }, async () => {
        reads += 1;
        const read = reads;
        await holdBack;
        return { body: { id: request.params.id, read }, dependsOn: [request.params.id], expiresAt };
      }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    return {
      status: response.statusCode,
      type: response.headers['content-type'],
      body: response.json<unknown>(),
    };
  };

  it('reads once, then sends what it kept until what it was built from changes', async () => {
    expect(await get('/pages/a')).toEqual({
      status: 200,
      type: 'application/json; charset=utf-8',
      body: { id: 'a', read: 1 },
    });
    expect((await get('/pages/a')).body).toEqual({ id: 'a', read: 1 });
    await bus.publish({ id: 'a', kind: 'trip' });
    expect((await get('/pages/a')).body).toEqual({ id: 'a', read: 2 });
  });

  it('sends a read under way when its subject changes, and keeps it not', async () => {
    let release = () => {};
    holdBack = new Promise((resolve) => (release = resolve));
    const before = reads;
    const pending = get('/pages/b');
    await expect.poll(() => reads).toBe(before + 1);
    await bus.publish({ id: 'b', kind: 'trip' });
    release();
    holdBack = null;
    expect((await pending).body).toEqual({ id: 'b', read: before + 1 });
    expect((await get('/pages/b')).body).toEqual({ id: 'b', read: before + 2 });
    expect((await get('/pages/b')).body).toEqual({ id: 'b', read: before + 2 });
  });

  it('sends an owner’s page to its owner alone, and a page past its expiry never', async () => {
    const before = reads;
    await get('/pages/c?owner=ada');
    expect((await get('/pages/c?owner=ada')).body).toEqual({ id: 'c', read: before + 1 });
    expect((await get('/pages/c?owner=bob')).body).toEqual({ id: 'c', read: before + 2 });
    expect((await get('/pages/c')).body).toEqual({ id: 'c', read: before + 3 });

    expiresAt = Date.now() - 1;
    await get('/pages/d');
    expect((await get('/pages/d')).body).toEqual({ id: 'd', read: before + 5 });
    expiresAt = undefined;
  });
});
