import { describe, expect, it } from 'vitest';
import { useTwoInstances } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import { createHitCounter } from './hit-counter.js';

describe.each(DIALECTS)('hits counted together on %s', (dialect) => {
  const instances = useTwoInstances(dialect);

  it('answer each of many hits at once with its own count, in the order they came', async () => {
    const count = createHitCounter(instances().t.db);
    const counts = await Promise.all(Array.from({ length: 40 }, () => count('same:address', 60_000)));
    expect(counts.map((hit) => hit.current)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (const hit of counts) expect(hit.ttl).toBeGreaterThan(55_000);
  });

  it('keep every key apart, and two instances counting the same key at once add up', async () => {
    const here = createHitCounter(instances().t.db);
    const there = createHitCounter(instances().second.db);
    const hits = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? here : there)(i % 3 ? 'shared:key' : `own:${i}`, 60_000)),
    );
    const shared = hits.filter((_, i) => i % 3 !== 0).map((hit) => hit.current);
    expect([...shared].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(hits.filter((_, i) => i % 3 === 0).map((hit) => hit.current)).toEqual(Array(10).fill(1));
  });

  it('start a window that has run out again at 1', async () => {
    const count = createHitCounter(instances().t.db);
    await Promise.all([count('short:window', 1), count('short:window', 1)]);
    const { reset_at } = await instances()
      .t.db.kysely.selectFrom('rate_limits')
      .select('reset_at')
      .where('key', '=', 'short:window')
      .executeTakeFirstOrThrow();
    await expect.poll(() => Date.now()).toBeGreaterThan(Number(reset_at));
    expect((await count('short:window', 60_000)).current).toBe(1);
  });
});
