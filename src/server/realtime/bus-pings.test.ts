import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, DIALECTS, TEST_DATABASE_URL } from '../../../tests/support/test-database.js';
import { busPings } from './bus-pings.js';

describe.runIf(DIALECTS.includes('postgres'))('pings through PostgreSQL', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 2 });
  });
  afterAll(() => pool.end());

  function watchedPings(everyMs: number) {
    const seen = { roundTrips: [] as number[], lost: 0 };
    const pings = busPings(pool, {
      everyMs,
      observe: (seconds) => seen.roundTrips.push(seconds),
      lost: () => (seen.lost += 1),
    });
    return { pings, seen };
  }

  it("times each ping from its NOTIFY to the instance's own LISTEN hearing it", async () => {
    // The first ping leaves at once; the next, a second later, would count it lost if it had not come back.
    const { pings, seen } = watchedPings(1_000);
    const listener = await connectPostgres(TEST_DATABASE_URL);
    listener.on('notification', ({ channel, payload }) => {
      if (channel === pings.channel && payload) pings.heard(payload);
    });
    await listener.query(`listen ${pings.channel}`);
    try {
      pings.start();
      await expect.poll(() => seen.roundTrips.length).toBe(1);
      expect(seen.roundTrips[0]).toBeGreaterThan(0);
      expect(seen.roundTrips[0]).toBeLessThan(1);
      expect(seen.lost).toBe(0);
    } finally {
      pings.stop();
      await listener.end();
    }
  });

  it('counts a ping lost when nobody hears it before the next is due, and hears no one else', async () => {
    const { pings, seen } = watchedPings(50);
    const other = watchedPings(50);
    try {
      pings.start();
      // Another instance's pings travel on its own channel: never taken for this one's.
      other.pings.start();
      pings.heard('not this ping');
      await expect.poll(() => seen.lost).toBeGreaterThanOrEqual(2);
      expect(seen.roundTrips).toEqual([]);
      expect(pings.channel).not.toBe(other.pings.channel);
      expect(pings.channel).toMatch(/^tiplist_ping_[0-9a-f]{32}$/);
    } finally {
      pings.stop();
      other.pings.stop();
    }
  });
});
