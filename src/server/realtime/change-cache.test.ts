import { describe, expect, it } from 'vitest';
import { ChangeCache } from './change-cache.js';
import { inProcessEventBus } from './event-bus.js';

describe('answers kept until what they were built from changes', () => {
  it('keeps an answer until one of the ids it depends on changes', async () => {
    const bus = inProcessEventBus();
    const cache = new ChangeCache<string>(bus);
    cache.store('user-1', 'dashboard', ['user-1', 'trip-1', 'trip-2'], cache.readStarted());
    await bus.publish({ id: 'trip-3', kind: 'recommendations' });
    expect(cache.get('user-1')).toBe('dashboard');
    await bus.publish({ id: 'trip-2', kind: 'recommendations' });
    expect(cache.get('user-1')).toBeUndefined();

    cache.store('user-1', 'again', ['user-1', 'trip-1'], cache.readStarted());
    await bus.publish({ id: 'user-1', kind: 'user' });
    expect(cache.get('user-1')).toBeUndefined();
  });

  it('refuses a read that began before a change to what it depends on', async () => {
    const bus = inProcessEventBus();
    const cache = new ChangeCache<string>(bus);
    const started = cache.readStarted();
    await bus.publish({ id: 'trip-1', kind: 'recommendations' });
    cache.store('trip-1', 'stale', ['trip-1'], started);
    expect(cache.get('trip-1')).toBeUndefined();
    cache.store('trip-2', 'other', ['trip-2'], started);
    expect(cache.get('trip-2')).toBe('other');
  });

  it('drops every answer, and every read begun before, when changes may have been missed', () => {
    const cache = new ChangeCache<string>(inProcessEventBus());
    cache.store('trip-1', 'v1', ['trip-1'], cache.readStarted());
    const started = cache.readStarted();
    cache.clear();
    expect(cache.get('trip-1')).toBeUndefined();
    cache.store('trip-2', 'read before', ['trip-2'], started);
    expect(cache.get('trip-2')).toBeUndefined();
    cache.store('trip-2', 'read after', ['trip-2'], cache.readStarted());
    expect(cache.get('trip-2')).toBe('read after');
  });

  it('keeps at most its maximum number of answers, dropping the oldest and what pointed at it', async () => {
    const bus = inProcessEventBus();
    const cache = new ChangeCache<string>(bus, 2);
    for (const id of ['a', 'b', 'c']) cache.store(id, id, [id, 'shared'], cache.readStarted());
    expect(['a', 'b', 'c'].map((id) => cache.get(id))).toEqual([undefined, 'b', 'c']);
    // A replaced answer depends only on what it names now.
    cache.store('b', 'b2', ['b'], cache.readStarted());
    await bus.publish({ id: 'shared', kind: 'trip' });
    expect(['b', 'c'].map((id) => cache.get(id))).toEqual(['b2', undefined]);
  });

  it('stays safe after forgetting old changes', async () => {
    const bus = inProcessEventBus();
    const cache = new ChangeCache<string>(bus);
    const started = cache.readStarted();
    for (let i = 0; i < 10_001; i += 1) await bus.publish({ id: `trip-${i}`, kind: 'trip' });
    cache.store('trip-0', 'stale', ['trip-0'], started);
    expect(cache.get('trip-0')).toBeUndefined();
  });
});
