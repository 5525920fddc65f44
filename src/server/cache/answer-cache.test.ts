import { describe, expect, it } from 'vitest';
import { AnswerCache, type Fresh } from './answer-cache.js';

const fresh = (value: string, dependsOn: string[], keepMs?: number) => (): Promise<Fresh<string>> =>
  Promise.resolve({ value, dependsOn, keepMs });

/** A load that waits until `finish` is called: a database read still under way. */
function pendingLoad(value: string, dependsOn: string[]) {
  let finish = () => {};
  const started = new Promise<void>((resolve) => (finish = resolve));
  return { finish, load: async () => (await started, { value, dependsOn }) };
}

const cached = (cache: AnswerCache<string>, key: string) => cache.read(key, fresh('read again', []));

describe('answers kept until what they were built from changes', () => {
  it('keeps an answer until one of the ids it depends on changes', async () => {
    const cache = new AnswerCache<string>({ max: 10, keepMs: 60_000 });
    expect(await cache.read('user-1', fresh('dashboard', ['user-1', 'trip-1', 'trip-2']))).toBe('dashboard');
    cache.invalidate('trip-3');
    expect(await cached(cache, 'user-1')).toBe('dashboard');
    cache.invalidate('trip-2');
    expect(await cache.read('user-1', fresh('again', ['user-1', 'trip-1']))).toBe('again');
    cache.invalidate('user-1');
    expect(await cached(cache, 'user-1')).toBe('read again');
  });

  it('answers a read that began before a change to what it depends on, and keeps it not', async () => {
    const cache = new AnswerCache<string>({ max: 10, keepMs: 60_000 });
    const stale = pendingLoad('stale', ['trip-1']);
    const other = pendingLoad('other', ['trip-2']);
    const reads = [cache.read('trip-1', stale.load), cache.read('trip-2', other.load)];
    cache.invalidate('trip-1');
    stale.finish();
    other.finish();
    expect(await Promise.all(reads)).toEqual(['stale', 'other']);
    expect(await cached(cache, 'trip-1')).toBe('read again');
    expect(await cached(cache, 'trip-2')).toBe('other');
  });

  it('drops every answer, and every read begun before, when changes may have been missed', async () => {
    const cache = new AnswerCache<string>({ max: 10, keepMs: 60_000 });
    await cache.read('trip-1', fresh('v1', ['trip-1']));
    const before = pendingLoad('read before', ['trip-2']);
    const read = cache.read('trip-2', before.load);
    cache.clear();
    before.finish();
    await read;
    expect(await cached(cache, 'trip-1')).toBe('read again');
    expect(await cache.read('trip-2', fresh('read after', ['trip-2']))).toBe('read after');
    expect(await cached(cache, 'trip-2')).toBe('read after');
  });

  it('keeps at most its maximum, pushing out the least recently used and what pointed at it', async () => {
    const cache = new AnswerCache<string>({ max: 2, keepMs: 60_000 });
    for (const id of ['a', 'b', 'c']) await cache.read(id, fresh(id, [id, 'shared']));
    expect(await cached(cache, 'a')).toBe('read again');
    // A replaced answer depends only on what it names now.
    cache.invalidate('c');
    await cache.read('c', fresh('c2', ['c']));
    cache.invalidate('shared');
    expect(await cached(cache, 'c')).toBe('c2');
  });

  it('keeps an answer no longer than it asks, nor than the cache allows', async () => {
    let time = 1_000;
    const cache = new AnswerCache<string>({ max: 10, keepMs: 100, now: () => time });
    await cache.read('short', fresh('short', [], 10));
    await cache.read('long', fresh('long', [], 1_000));
    await cache.read('none', fresh('none', [], 0));
    expect(await cached(cache, 'none')).toBe('read again');
    time = 1_010;
    expect(await cached(cache, 'short')).toBe('read again');
    expect(await cached(cache, 'long')).toBe('long');
    time = 1_100;
    expect(await cached(cache, 'long')).toBe('read again');
  });

  it('lets a read that finds nothing to keep drop what a read begun earlier kept', async () => {
    const cache = new AnswerCache<string>({ max: 10, keepMs: 60_000 });
    const gone = pendingLoad('gone', []);
    const later = cache.read('session', async () => ({ ...(await gone.load()), keepMs: 0 }));
    await cache.read('session', fresh('signed in', ['user-1']));
    gone.finish();
    await later;
    expect(await cached(cache, 'session')).toBe('read again');
  });

  it('stays safe after forgetting old changes', async () => {
    const cache = new AnswerCache<string>({ max: 10, keepMs: 60_000 });
    const stale = pendingLoad('stale', ['trip-0']);
    const read = cache.read('trip-0', stale.load);
    for (let i = 0; i < 10_001; i += 1) cache.invalidate(`trip-${i}`);
    stale.finish();
    await read;
    expect(await cached(cache, 'trip-0')).toBe('read again');
  });
});
