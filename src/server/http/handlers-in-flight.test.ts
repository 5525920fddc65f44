import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../tests/support/api.js';
import { createSecondInstance, createTestApp, signUp } from '../../../tests/support/test-app.js';
import { connectPostgres, DIALECTS } from '../../../tests/support/test-database.js';
import { HandlersInFlight } from './handlers-in-flight.js';

describe('handlers in flight', () => {
  it('are settled once the last one ends, at once when none runs, and after the timeout at the latest', async () => {
    const handlers = new HandlersInFlight();
    await handlers.settled(60_000);
    let finish = () => {};
    const work = handlers.run(() => new Promise<string>((resolve) => (finish = () => resolve('done'))));
    expect(handlers.running).toBe(1);
    let settled = false;
    const waiting = handlers.settled(60_000).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    finish();
    expect(await work).toBe('done');
    await waiting;
    expect(handlers.running).toBe(0);
    const failing = handlers.run(() => Promise.reject(new Error('refused')));
    await expect(failing).rejects.toThrow('refused');
    expect(handlers.running).toBe(0);
    const stuck = handlers.run(() => new Promise(() => {}));
    void stuck;
    await handlers.settled(10);
    expect(handlers.running).toBe(1);
  });
});

describe.runIf(DIALECTS.includes('postgres'))('closing an instance on postgres', () => {
  it('lets a write whose client has left finish and tell the other instances before the database goes', async () => {
    const t = await createTestApp('postgres');
    const second = await createSecondInstance(t);
    const { cookie } = await signUp(t);
    const owner = apiClient(t, cookie);
    const tripId = (await owner.post('/api/trips', { destination: 'Lisbon' })).json<{
      trip: { id: string };
    }>().trip.id;
    const heard: string[] = [];
    second.bus.subscribe(tripId, (event) => heard.push(event.kind));
    const tips = (
      await owner.post(`/api/trips/${tripId}/recommendations`, {
        entries: [
          { category: 'do', content: 'First' },
          { category: 'do', content: 'Second' },
        ],
      })
    ).json<{ recommendations: { id: string }[] }>().recommendations;
    await expect.poll(() => heard, { timeout: 10_000 }).toEqual(['recommendations']);

    // Another connection holds the trip's row, so the reorder waits inside its transaction.
    if (t.config.database.dialect !== 'postgres') throw new Error('a PostgreSQL app was asked for');
    const blocker = await connectPostgres(t.config.database.url);
    if (t.schema) await blocker.query(`set search_path to "${t.schema}"`);
    await blocker.query('begin');
    await blocker.query('select id from trips where id = $1 for update', [tripId]);
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const leaving = new AbortController();
    const reorder = fetch(`${address}/api/trips/${tripId}/recommendations/order`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        order: tips.map((tip, index) => ({ id: tip.id, order_index: tips.length - index })),
      }),
      signal: leaving.signal,
    }).catch(() => 'left');
    await expect
      .poll(
        async () =>
          (
            await blocker.query<{ count: number }>(
              "select count(*)::int as count from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
            )
          ).rows[0]?.count,
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    leaving.abort();
    expect(await reorder).toBe('left');

    // Closing gets as far as the database, or as waiting for the handler: only then is the row let go.
    const closed = t.app.close();
    await expect.poll(() => t.db.pool?.ending || t.handlers.waiting > 0, { timeout: 10_000 }).toBe(true);
    await blocker.query('commit');
    await closed;
    await expect.poll(() => heard, { timeout: 10_000 }).toEqual(['recommendations', 'recommendations']);
    const stored = await blocker.query<{ content: string }>(
      'select content from recommendations where trip_id = $1 order by order_index',
      [tripId],
    );
    expect(stored.rows.map((row) => row.content)).toEqual(['Second', 'First']);
    await blocker.end();
    await second.app.close();
    await t.close();
  }, 30_000);
});
