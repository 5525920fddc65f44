import { describe, expect, it } from 'vitest';
import { BoundedMap, type LeaveReason } from './bounded-map.js';

function clock() {
  let time = 1_000;
  return { now: () => time, pass: (ms: number) => (time += ms) };
}

describe('a bounded map', () => {
  it('keeps at most its maximum, pushing out the least recently used', () => {
    const map = new BoundedMap<string>({ max: 2 });
    map.set('a', 'A').set('b', 'B');
    expect(map.get('a')).toBe('A');
    map.set('c', 'C');
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual(['A', undefined, 'C']);
    expect(map.size).toBe(2);
  });

  it('keeps its entries under their total size, when it has one, pushing out the least recently used', () => {
    const map = new BoundedMap<string>({ max: 10, maxSize: { total: 10, sizeOf: (value) => value.length } });
    map.set('a', 'aaaa').set('b', 'bbbb');
    expect(map.get('a')).toBe('aaaa');
    map.set('c', 'cccc');
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual(['aaaa', undefined, 'cccc']);
    expect(map.calculatedSize).toBe(8);
    // Heavier than the whole: not kept, and nothing pushed out for it.
    map.set('d', 'd'.repeat(11));
    expect([map.has('d'), map.size]).toEqual([false, 2]);
  });

  it('counts a peek as no use', () => {
    const map = new BoundedMap<string>({ max: 2 });
    map.set('a', 'A').set('b', 'B');
    expect(map.peek('a')).toBe('A');
    map.set('c', 'C');
    expect(map.peek('a')).toBeUndefined();
  });

  it('forgets an entry once more than its time to live has passed, the entry’s own time first', () => {
    const { now, pass } = clock();
    const map = new BoundedMap<string>({ max: 10, ttl: 100, now });
    map.set('default', 'D').set('short', 'S', { ttl: 10 }).set('forever', 'F', { ttl: 0 });
    pass(10);
    expect(map.get('short')).toBe('S');
    pass(1);
    expect([map.get('default'), map.get('short'), map.get('forever')]).toEqual(['D', undefined, 'F']);
    pass(90);
    expect([map.get('default'), map.get('forever')]).toEqual([undefined, 'F']);
    expect(map.size).toBe(1);
  });

  it('tells why each entry left', () => {
    const { now, pass } = clock();
    const left: [string, string, LeaveReason][] = [];
    const map = new BoundedMap<string>({
      max: 2,
      ttl: 100,
      now,
      dispose: (v, k, why) => left.push([k, v, why]),
    });
    map.set('a', 'A1').set('a', 'A2').set('b', 'B').set('c', 'C');
    map.delete('b');
    map.set('d', 'D', { ttl: 1 });
    pass(2);
    map.get('d');
    map.set('e', 'E');
    map.clear();
    expect(left).toEqual([
      ['a', 'A1', 'set'],
      ['a', 'A2', 'evict'],
      ['b', 'B', 'delete'],
      ['d', 'D', 'expire'],
      ['c', 'C', 'delete'],
      ['e', 'E', 'delete'],
    ]);
  });
});
