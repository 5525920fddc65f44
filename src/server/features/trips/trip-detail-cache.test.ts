import { describe, expect, it } from 'vitest';
import { inProcessEventBus } from '../../realtime/event-bus.js';
import { CompressedJson } from '../../http/compressed-json.js';
import { TripDetailCache } from './trip-detail-cache.js';

describe('the trip page cache', () => {
  it('serves a stored page to its owner only, until the trip changes', async () => {
    const bus = inProcessEventBus();
    const cache = new TripDetailCache(bus);
    cache.store('trip-1', 'owner', new CompressedJson('{"v":1}'), cache.readStarted());
    expect(cache.get('trip-1', 'owner')?.json).toBe('{"v":1}');
    expect(cache.get('trip-1', 'someone-else')).toBeUndefined();
    await bus.publish({ id: 'trip-1', kind: 'recommendations' });
    expect(cache.get('trip-1', 'owner')).toBeUndefined();
  });

  it('refuses a read that began before a write to the same trip', async () => {
    const bus = inProcessEventBus();
    const cache = new TripDetailCache(bus);
    const started = cache.readStarted();
    await bus.publish({ id: 'trip-1', kind: 'recommendations' });
    cache.store('trip-1', 'owner', new CompressedJson('{"stale":true}'), started);
    expect(cache.get('trip-1', 'owner')).toBeUndefined();
    cache.store('trip-2', 'owner', new CompressedJson('{"other":true}'), started);
    expect(cache.get('trip-2', 'owner')?.json).toBe('{"other":true}');
  });

  it('drops every page, and every read begun before, when changes may have been missed', () => {
    const cache = new TripDetailCache(inProcessEventBus());
    cache.store('trip-1', 'owner', new CompressedJson('{"v":1}'), cache.readStarted());
    const started = cache.readStarted();
    cache.clear();
    expect(cache.get('trip-1', 'owner')).toBeUndefined();
    cache.store('trip-2', 'owner', new CompressedJson('{"read before":true}'), started);
    expect(cache.get('trip-2', 'owner')).toBeUndefined();
    cache.store('trip-2', 'owner', new CompressedJson('{"read after":true}'), cache.readStarted());
    expect(cache.get('trip-2', 'owner')?.json).toBe('{"read after":true}');
  });

  it('keeps at most its maximum number of pages, dropping the oldest', () => {
    const cache = new TripDetailCache(inProcessEventBus(), 2);
    for (const id of ['a', 'b', 'c']) cache.store(id, 'owner', new CompressedJson(id), cache.readStarted());
    expect(['a', 'b', 'c'].map((id) => cache.get(id, 'owner')?.json)).toEqual([undefined, 'b', 'c']);
  });

  it('stays safe after forgetting old changes', async () => {
    const bus = inProcessEventBus();
    const cache = new TripDetailCache(bus);
    const started = cache.readStarted();
    for (let i = 0; i < 10_001; i += 1) await bus.publish({ id: `trip-${i}`, kind: 'trip' });
    cache.store('trip-0', 'owner', new CompressedJson('{"stale":true}'), started);
    expect(cache.get('trip-0', 'owner')).toBeUndefined();
  });
});
