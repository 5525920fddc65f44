import { describe, expect, it } from 'vitest';
import { matchesQuery } from './matches-query';

describe('matchesQuery', () => {
  it('finds the query in any of the texts, ignoring case', () => {
    expect(matchesQuery(['Lisbon'], 'LIS')).toBe(true);
    expect(matchesQuery(['Coffee crawl', 'Tokyo, Japan', null], 'japan')).toBe(true);
    expect(matchesQuery(['Coffee crawl', 'Tokyo'], 'paris')).toBe(false);
  });

  it('ignores spaces around the query and matches everything when it is blank', () => {
    expect(matchesQuery(['New York City'], '  york ')).toBe(true);
    expect(matchesQuery(['Oslo'], '   ')).toBe(true);
  });

  it('skips missing texts', () => {
    expect(matchesQuery([null, undefined], 'a')).toBe(false);
  });
});
