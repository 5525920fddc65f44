import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../tests/support/api.js';
import { openEventStream } from '../../../tests/support/event-stream.js';
import { freePort } from '../../../tests/support/free-port.js';
import { parsePrometheusText, type Family, type Sample } from '../../../tests/support/prometheus-text.js';
import { createTestApp, signUp, type TestApp } from '../../../tests/support/test-app.js';
import { DIALECTS, ONE_DIALECT } from '../../../tests/support/test-database.js';

const DURATIONS = 'tiplist_http_request_duration_seconds';
const TRIP_READ = 'GET /api/trips/:id';

async function scrape(url: string): Promise<Map<string, Family>> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  return parsePrometheusText(await response.text());
}

const family = (families: Map<string, Family>, name: string): Family => {
  const found = families.get(name);
  if (!found) throw new Error(`no ${name} in the metrics`);
  return found;
};

const matches = (sample: Sample, name: string, labels: Record<string, string>) =>
  sample.name === name && Object.entries(labels).every(([label, value]) => sample.labels[label] === value);

/** The value of the one sample of `name` with these labels (0 when there is none). */
const valueOf = (families: Map<string, Family>, name: string, labels: Record<string, string> = {}) => {
  const base = name.replace(/_(bucket|sum|count)$/, '');
  const found =
    (families.get(base) ?? families.get(name))?.samples.filter((s) => matches(s, name, labels)) ?? [];
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
};

describe.each(DIALECTS)('metrics on %s', (dialect) => {
  let t: TestApp;
  let closed = false;
  let metricsUrl: string;
  let publicBase: string;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let tripId: string;

  beforeAll(async () => {
    const port = await freePort();
    t = await createTestApp(dialect, { METRICS_PORT: String(port) });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    publicBase = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
    owner = await signUp(t);
    const created = await apiClient(t, owner.cookie).post('/api/trips', { destination: 'Lisbon' });
    tripId = created.json<{ trip: { id: string } }>().trip.id;
  });
  afterAll(async () => {
    if (!closed) await t.close();
  });

  it('times answers by method, route pattern and status, never by the address asked for', async () => {
    const owners = apiClient(t, owner.cookie);
    const missing = randomUUID();
    expect((await owners.get(`/api/trips/${tripId}`)).statusCode).toBe(200);
    expect((await owners.get(`/api/trips/${missing}`)).statusCode).toBe(404);
    expect(
      (await fetch(`${publicBase}/api/trips/${tripId}`, { headers: { cookie: owner.cookie } })).status,
    ).toBe(200);
    expect((await fetch(`${publicBase}/no/such/${missing}`)).status).toBe(404);

    const text = await (await fetch(metricsUrl)).text();
    expect(text).not.toContain(tripId);
    expect(text).not.toContain(missing);
    const families = parsePrometheusText(text);
    const durations = family(families, DURATIONS);
    expect(durations.type).toBe('histogram');
    for (const sample of durations.samples) {
      const names = Object.keys(sample.labels).sort();
      expect(names).toEqual(
        sample.name.endsWith('_bucket')
          ? ['le', 'method', 'route', 'status_code']
          : ['method', 'route', 'status_code'],
      );
      expect(sample.labels.route).toMatch(/^(\/[^/]*)+$|^unmatched$/);
    }
    const trip = { method: 'GET', route: '/api/trips/:id' };
    expect(valueOf(families, `${DURATIONS}_count`, { ...trip, status_code: '200' })).toBe(2);
    expect(valueOf(families, `${DURATIONS}_count`, { ...trip, status_code: '404' })).toBe(1);
    expect(
      valueOf(families, `${DURATIONS}_count`, { method: 'GET', route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(families, `${DURATIONS}_sum`, { ...trip, status_code: '200' })).toBeGreaterThan(0);
    // The sign-up and the new trip, answered before the first scrape, are counted too.
    expect(
      valueOf(families, `${DURATIONS}_count`, { method: 'POST', route: '/api/trips', status_code: '201' }),
    ).toBe(1);
  });

  it("counts each cached read's hits and misses", async () => {
    const owners = apiClient(t, owner.cookie);
    const before = await scrape(metricsUrl);
    expect(family(before, 'tiplist_read_cache_hits_total').type).toBe('counter');
    expect(family(before, 'tiplist_read_cache_misses_total').type).toBe('counter');
    // Every cached read is there from the start, at 0 until it is used.
    expect(family(before, 'tiplist_read_cache_misses_total').samples.map((s) => s.labels.read)).toContain(
      'GET /api/trips',
    );
    // A change drops the kept page: the next read misses, the one after hits. On PostgreSQL the change
    // comes back through the bus as well and drops the page again: the reads wait for it.
    const heard = new Promise<void>((resolve) => {
      const stop = t.bus.subscribe(tripId, () => (stop(), resolve()));
    });
    const changed = await owners.patch(`/api/trips/${tripId}`, { recommendation_types: 'Food' });
    expect(changed.statusCode).toBe(200);
    await heard;
    expect((await owners.get(`/api/trips/${tripId}`)).statusCode).toBe(200);
    expect((await owners.get(`/api/trips/${tripId}`)).statusCode).toBe(200);
    const after = await scrape(metricsUrl);
    const delta = (name: string) =>
      valueOf(after, name, { read: TRIP_READ }) - valueOf(before, name, { read: TRIP_READ });
    expect(delta('tiplist_read_cache_misses_total')).toBe(1);
    expect(delta('tiplist_read_cache_hits_total')).toBe(1);
  });

  it('counts the live pages open, and leaves their streams out of the answer times', async () => {
    const page = await openEventStream(`${publicBase}/api/trips/${tripId}/events`, owner.cookie);
    expect((await page.next()).event).toBe('ready');
    // Another owner's page, which the server ends itself when they sign out: an answer that finishes.
    const other = await signUp(t);
    const otherTrip = await apiClient(t, other.cookie).post('/api/trips', { destination: 'Porto' });
    const otherTripId = otherTrip.json<{ trip: { id: string } }>().trip.id;
    const otherPage = await openEventStream(`${publicBase}/api/trips/${otherTripId}/events`, other.cookie);
    expect((await otherPage.next()).event).toBe('ready');
    const open = await scrape(metricsUrl);
    expect(family(open, 'tiplist_live_pages').type).toBe('gauge');
    expect(valueOf(open, 'tiplist_live_pages')).toBe(2);
    page.close();
    expect((await apiClient(t, other.cookie).post('/api/auth/sign-out')).statusCode).toBe(200);
    await expect(otherPage.next()).rejects.toThrow('the event stream ended');
    await expect.poll(async () => valueOf(await scrape(metricsUrl), 'tiplist_live_pages')).toBe(0);
    const routes = family(await scrape(metricsUrl), DURATIONS).samples.map((s) => s.labels.route);
    expect(routes).toContain('/api/auth/sign-out');
    expect(routes).not.toContain('/api/trips/:id/events');
  });

  it("reports the process's own metrics", async () => {
    const families = await scrape(metricsUrl);
    expect(family(families, 'process_cpu_user_seconds_total').type).toBe('counter');
    expect(valueOf(families, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(family(families, 'nodejs_heap_size_used_bytes').type).toBe('gauge');
    expect(family(families, 'nodejs_eventloop_lag_p99_seconds').type).toBe('gauge');
  });

  if (dialect === 'postgres') {
    it("reports the pool, and the event bus's round trip through PostgreSQL", async () => {
      const roundTrips = 'tiplist_event_bus_round_trip_seconds';
      // The first ping leaves as the bus is ready; its answer comes within milliseconds.
      await expect
        .poll(async () => valueOf(await scrape(metricsUrl), `${roundTrips}_count`))
        .toBeGreaterThanOrEqual(1);
      const families = await scrape(metricsUrl);
      expect(family(families, roundTrips).type).toBe('histogram');
      expect(valueOf(families, `${roundTrips}_sum`)).toBeGreaterThan(0);
      expect(family(families, 'tiplist_event_bus_pings_lost_total').type).toBe('counter');
      const pool = (name: string) => valueOf(families, `tiplist_db_pool_${name}`);
      expect(pool('max_connections')).toBe(4);
      expect(pool('connections')).toBeGreaterThanOrEqual(1);
      expect(pool('connections')).toBeLessThanOrEqual(4);
      expect(pool('idle_connections')).toBeLessThanOrEqual(pool('connections'));
      expect(pool('waiting_clients')).toBe(0);
    });
  } else {
    it('reports no pool and no bus round trip on SQLite, whose bus is in memory', async () => {
      const names = [...(await scrape(metricsUrl)).keys()];
      expect(names.filter((name) => /^tiplist_(db_pool|event_bus)_/.test(name))).toEqual([]);
    });
  }

  it('serves /metrics alone, for GET and HEAD, and the public port serves no metrics', async () => {
    const head = await fetch(metricsUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await head.text()).toBe('');
    const post = await fetch(metricsUrl, { method: 'POST' });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(`${metricsUrl}/more`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}?format=text`)).status).toBe(200);
    const onPublic = await fetch(`${publicBase}/metrics`);
    expect(onPublic.status).toBe(404);
    expect(await onPublic.text()).not.toContain(DURATIONS);
  });

  it('stops serving metrics when the app closes', async () => {
    await t.close();
    closed = true;
    await expect(fetch(metricsUrl)).rejects.toThrow();
  });
});

describe.each(ONE_DIALECT)('the metrics listener on %s', (dialect) => {
  it('fails the start with the reason when its port is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    const t = await createTestApp(dialect, { METRICS_PORT: String(port) });
    try {
      await expect(t.app.ready()).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await t.close();
      taken.close();
    }
  });
});

describe('the exposition reader these tests use', () => {
  const histogram = (buckets: string) => `# TYPE h histogram\n${buckets}h_sum 1\nh_count 2\n`;

  it('reads a valid exposition', () => {
    const families = parsePrometheusText(
      `# HELP c A "counter".\n# TYPE c counter\nc{a="x\\"y",b="1"} 3\n\n${histogram('h_bucket{le="0.1"} 1\nh_bucket{le="+Inf"} 2\n')}`,
    );
    expect(families.get('c')?.samples).toEqual([{ name: 'c', labels: { a: 'x"y', b: '1' }, value: 3 }]);
    expect(families.get('h')?.type).toBe('histogram');
  });

  it.each([
    ['a sample without a value', 'c\n'],
    ['a malformed label', 'c{a=x} 1\n'],
    ['a sample given twice', 'c 1\nc 2\n'],
    ['a TYPE after samples', 'c 1\n# TYPE c counter\n'],
    ['lines of a family apart', '# TYPE c gauge\nc 1\nd 1\nc{a="b"} 2\n'],
    ['a histogram sample without a suffix', '# TYPE h histogram\nh 1\n'],
    ['buckets that are not cumulative', histogram('h_bucket{le="0.1"} 2\nh_bucket{le="+Inf"} 1\n')],
    ['no +Inf bucket', histogram('h_bucket{le="0.1"} 2\n')],
    ['a +Inf bucket other than the count', histogram('h_bucket{le="0.1"} 1\nh_bucket{le="+Inf"} 3\n')],
    ['no final line break', 'c 1'],
  ])('refuses %s', (_case, text) => {
    expect(() => parsePrometheusText(text)).toThrow();
  });
});
