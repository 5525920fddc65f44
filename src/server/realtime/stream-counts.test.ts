import { describe, expect, it } from 'vitest';
import { StreamCounts } from './stream-counts.js';

const stream = (userId: string, address: string) => ({ userId, address });

describe('open stream counts', () => {
  it('refuse a user past their limit, whatever the address', () => {
    const counts = new StreamCounts({ perUser: 2, perAddress: 10 });
    expect(counts.add(stream('ada', '10.0.0.1'))).toBe(true);
    expect(counts.add(stream('ada', '10.0.0.2'))).toBe(true);
    expect(counts.add(stream('ada', '10.0.0.3'))).toBe(false);
    expect(counts.add(stream('bo', '10.0.0.3'))).toBe(true);
    expect(counts.size).toBe(3);
  });

  it('refuse an address past its limit, whatever the user', () => {
    const counts = new StreamCounts({ perUser: 10, perAddress: 2 });
    expect(counts.add(stream('ada', '10.0.0.1'))).toBe(true);
    expect(counts.add(stream('bo', '10.0.0.1'))).toBe(true);
    expect(counts.add(stream('cy', '10.0.0.1'))).toBe(false);
    expect(counts.add(stream('cy', '10.0.0.2'))).toBe(true);
  });

  it('make room again once a stream is removed, and count a removal once', () => {
    const counts = new StreamCounts({ perUser: 1, perAddress: 1 });
    const first = stream('ada', '10.0.0.1');
    expect(counts.add(first)).toBe(true);
    expect(counts.add(stream('ada', '10.0.0.1'))).toBe(false);
    expect(counts.remove(first)).toBe(true);
    expect(counts.remove(first)).toBe(false);
    expect(counts.size).toBe(0);
    expect(counts.add(stream('ada', '10.0.0.1'))).toBe(true);
  });

  it("list a user's streams as a copy that survives removals", () => {
    const counts = new StreamCounts({ perUser: 5, perAddress: 5 });
    const streams = [stream('ada', 'a'), stream('ada', 'b'), stream('bo', 'c')];
    for (const s of streams) counts.add(s);
    const ofAda = counts.ofUser('ada');
    for (const s of ofAda) counts.remove(s);
    expect(ofAda).toHaveLength(2);
    expect(counts.ofUser('ada')).toEqual([]);
    expect([...counts.all()]).toEqual([streams[2]]);
  });
});
