import { describe, expect, it } from 'vitest';
import { drawnPageAt } from './drawn-pages';

describe('the page drawn ahead at an address', () => {
  it('is the landing page at "/", whatever its query', () => {
    expect(drawnPageAt('/', false)).toBe('landing');
    expect(drawnPageAt('/', true)).toBe('landing');
  });

  it('is sign-in at "/auth" only without a query, which may ask for another view', () => {
    expect(drawnPageAt('/auth', false)).toBe('auth');
    expect(drawnPageAt('/auth', true)).toBeNull();
  });

  it('is none elsewhere, an encoded or slashed variant included', () => {
    for (const pathname of ['/auth/', '/%61uth', '/dashboard', '/hello/abc', '']) {
      expect(drawnPageAt(pathname, false), pathname).toBeNull();
    }
  });
});
