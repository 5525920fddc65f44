import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../tests/support/api.js';
import { openEventStream } from '../../../tests/support/event-stream.js';
import { createTestApp, signUp, type TestApp } from '../../../tests/support/test-app.js';
import { DIALECTS, type TestDialect } from '../../../tests/support/test-database.js';
import { DEFAULT_STREAM_LIMITS } from '../limits.js';
import { TOO_MANY_STREAMS_MESSAGE } from './event-streams.js';

type Stream = Awaited<ReturnType<typeof openEventStream>>;

const { perUser, perAddress } = DEFAULT_STREAM_LIMITS;
const OWNERS = perAddress / perUser;
const TRIPS_PER_OWNER = perUser / 2;

/**
 * A page load at the size of the address limit: OWNERS owners, each with TRIPS_PER_OWNER trips open in two
 * pages (their limit), all from this machine's one address (its limit).
 */
async function openPages(dialect: TestDialect) {
  const t = await createTestApp(dialect);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const owners = [];
  for (let o = 0; o <= OWNERS; o += 1) {
    const { cookie } = await signUp(t);
    const trips: { id: string; pages: Stream[] }[] = [];
    // The last owner has a trip but no page open yet: the address is full.
    for (let i = 0; i < (o < OWNERS ? TRIPS_PER_OWNER : 1); i += 1) {
      const created = await apiClient(t, cookie).post('/api/trips', { destination: `City ${o}-${i}` });
      trips.push({ id: created.json<{ trip: { id: string } }>().trip.id, pages: [] });
    }
    owners.push({ cookie, trips });
  }
  for (const owner of owners.slice(0, OWNERS)) {
    for (const trip of owner.trips) {
      for (let page = 0; page < 2; page += 1) {
        const stream = await openEventStream(`${base}/api/trips/${trip.id}/events`, owner.cookie);
        expect(await stream.next()).toEqual({ event: 'ready', data: { tripId: trip.id } });
        trip.pages.push(stream);
      }
    }
  }
  return { t, base, owners };
}

describe.each(DIALECTS)(`${perAddress} live pages on %s`, (dialect) => {
  let t: TestApp;
  let base: string;
  let owners: Awaited<ReturnType<typeof openPages>>['owners'];
  beforeAll(async () => {
    ({ t, base, owners } = await openPages(dialect));
  });
  afterAll(() => t.close());
  const openTrips = () => owners.slice(0, OWNERS).flatMap((owner) => owner.trips);

  it('hear each change to their own trip, once and in order, and nothing of the others', async () => {
    expect(t.streams.size).toBe(perAddress);
    expect(t.streams.subjects).toBe(perAddress / 2);
    let visitor = 0;
    for (const trip of openTrips()) {
      visitor += 1;
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/public/trips/${trip.id}/recommendations`,
        payload: { entries: [{ category: 'eat', content: 'Dumplings' }], contributor_name: 'Mia' },
        remoteAddress: `10.9.${visitor >> 8}.${visitor & 255}`,
      });
      expect(sent.statusCode).toBe(201);
    }
    for (const [index, owner] of owners.slice(0, OWNERS).entries()) {
      for (const trip of owner.trips) {
        const renamed = await apiClient(t, owner.cookie).patch(`/api/trips/${trip.id}`, {
          recommendation_types: `Food and walks ${index}`,
        });
        expect(renamed.statusCode).toBe(200);
      }
    }
    // A page that heard another trip's change would find it before its own second event.
    for (const trip of openTrips()) {
      for (const page of trip.pages) {
        expect(await page.next()).toEqual({
          event: 'recommendations',
          data: { tripId: trip.id, kind: 'recommendations' },
        });
        expect(await page.next()).toEqual({ event: 'trip', data: { tripId: trip.id, kind: 'trip' } });
      }
    }
  });

  it('refuse a page past the limit of its address or its user, with a clear error', async () => {
    const ownerAt = (index: number) => {
      const owner = owners[index];
      if (!owner) throw new Error(`no owner ${index}`);
      return { cookie: owner.cookie, trip: owner.trips[0] ?? { id: '', pages: [] } };
    };
    const [first, second, last] = [ownerAt(0), ownerAt(1), ownerAt(OWNERS)];
    const refused = async (owner: typeof first) => {
      const response = await fetch(`${base}/api/trips/${owner.trip.id}/events`, {
        headers: { cookie: owner.cookie },
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const tooMany = {
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: TOO_MANY_STREAMS_MESSAGE } },
    };
    expect(await refused(last)).toEqual(tooMany);

    second.trip.pages.shift()?.close();
    await expect.poll(() => t.streams.size).toBe(perAddress - 1);
    // The address has room again, but this owner already has their limit open.
    expect(await refused(first)).toEqual(tooMany);
    const opened = await openEventStream(`${base}/api/trips/${last.trip.id}/events`, last.cookie);
    expect((await opened.next()).event).toBe('ready');
    last.trip.pages.push(opened);
  });

  it('forget every page and every subscription once the pages close', async () => {
    for (const owner of owners) for (const trip of owner.trips) for (const page of trip.pages) page.close();
    await expect.poll(() => t.streams.size).toBe(0);
    expect(t.streams.subjects).toBe(0);
  });
});
