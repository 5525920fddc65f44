import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../../../tests/support/event-stream.js';
import { followRequest, followTips, ownedTrip, sendTips } from '../../../../tests/support/follow-links.js';
import { createSecondInstance, createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import type { BuiltApp } from '../../app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { DEFAULT_STREAM_LIMITS } from '../../limits.js';

const listen = async (instance: Pick<BuiltApp, 'app'>) => {
  await instance.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(instance.app.server.address() as AddressInfo).port}`;
};

describe.each(DIALECTS)('a follow page’s live stream on %s', (dialect) => {
  let t: TestApp;
  /** Where the owner acts: another instance on PostgreSQL, the same one on SQLite (one process). */
  let elsewhere: Pick<BuiltApp, 'app'>;
  let second: BuiltApp | undefined;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, {}, { followMailTimer: false });
    second = dialect === 'postgres' ? await createSecondInstance(t) : undefined;
    elsewhere = second ?? t;
    base = await listen(t);
  });
  afterAll(async () => {
    await second?.app.close();
    await t.close();
  });

  it('tells the page to refresh when the owner marks a tip, on any instance, and ends when the link is deleted', async () => {
    const { tripId, cookie } = await ownedTrip(t);
    const { tipIds, receipt } = await sendTips(t, tripId, ['Pastéis de Belém']);
    const token = await followTips(t, tripId, receipt);
    const stream = await openEventStream(`${base}/api/public/follow-links/${token}/events`, '');
    expect(stream.headers.get('cache-control')).toContain('no-store');
    expect(await stream.next()).toEqual({ event: 'ready', data: {} });

    const marked = await elsewhere.app.inject({
      method: 'PATCH',
      url: `/api/recommendations/${tipIds[0]}`,
      payload: { is_favorite: true },
      headers: { cookie },
    });
    expect(marked.statusCode).toBe(200);
    expect(await stream.next()).toEqual({ event: 'changed', data: {} });

    // Another friend's send to the trip is a change of its tips too: the page refetches and shows the same.
    await sendTips(elsewhere, tripId, ['Another tip']);
    expect(await stream.next()).toEqual({ event: 'changed', data: {} });

    // The owner's switch: open pages refetch and say following is off.
    const off = await elsewhere.app.inject({
      method: 'PUT',
      url: `/api/trips/${tripId}/following`,
      payload: { on: false },
      headers: { cookie },
    });
    expect(off.statusCode).toBe(200);
    expect(await stream.next()).toEqual({ event: 'changed', data: {} });

    const deleted = await followRequest(elsewhere, 'DELETE', `/api/public/follow-links/${token}`);
    expect(deleted.statusCode).toBe(204);
    await expect(stream.next()).rejects.toThrow('the event stream ended');
    await expect.poll(() => t.followStreams.size).toBe(0);
  });

  it('opens no stream for a token that opens nothing', async () => {
    const response = await followRequest(t, 'GET', '/api/public/follow-links/not-a-token/events');
    expect(response.statusCode).toBe(404);
  });

  it('holds at most the live pages’ limit of streams for one link', async () => {
    const { tripId } = await ownedTrip(t);
    const { receipt } = await sendTips(t, tripId, ['Tram 28']);
    const token = await followTips(t, tripId, receipt);
    const url = `${base}/api/public/follow-links/${token}/events`;
    const open = [];
    for (let i = 0; i < DEFAULT_STREAM_LIMITS.perUser; i += 1) open.push(await openEventStream(url, ''));
    await expect(openEventStream(url, '')).rejects.toThrow('event stream answered 429');
    for (const stream of open) stream.close();
    await expect.poll(() => t.followStreams.size).toBe(0);
  });
});
