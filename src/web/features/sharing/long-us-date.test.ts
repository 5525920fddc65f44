import { describe, expect, it } from 'vitest';
import { longDate, longUsDate } from './long-us-date';

describe('longUsDate', () => {
  it('writes the month in full, the day and the year', () => {
    expect(longUsDate('2026-11-22T10:00:00.000Z', 'UTC')).toBe('November 22, 2026');
    expect(longUsDate('2027-01-05T00:00:00Z', 'UTC')).toBe('January 5, 2027');
  });

  it("shows the visitor's own day for a time near midnight", () => {
    expect(longUsDate('2026-11-22T23:30:00Z', 'Asia/Tokyo')).toBe('November 23, 2026');
    expect(longUsDate('2026-11-22T01:00:00Z', 'America/New_York')).toBe('November 21, 2026');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(longUsDate('', 'UTC')).toBeNull();
    expect(longUsDate('not a date', 'UTC')).toBeNull();
  });
});

describe('longDate', () => {
  it("writes the date in the page's language, a pseudo-language's in English", () => {
    expect(longDate('2026-11-22T10:00:00.000Z', 'de', 'UTC')).toBe('22. November 2026');
    expect(longDate('2026-11-22T10:00:00.000Z', 'en-XA', 'UTC')).toBe('November 22, 2026');
  });
});
