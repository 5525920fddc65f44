import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './app-pages.js';

describe('the encoding an app page is sent in', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', null],
    ['*', 'gzip'],
    ['identity', null],
    [undefined, null],
    [['gzip', 'br'], 'br'],
  ])('answers %j with %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
