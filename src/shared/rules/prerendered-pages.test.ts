import { describe, expect, it } from 'vitest';
import { prerenderedPageAt } from './prerendered-pages';

describe('the page drawn ahead at an address', () => {
  it('is the landing page at "/", whatever its query', () => {
    expect(prerenderedPageAt('/', false)).toBe('landing');
    expect(prerenderedPageAt('/', true)).toBe('landing');
  });

  it('is sign-in at "/auth" only without a query, which may ask for another view', () => {
    expect(prerenderedPageAt('/auth', false)).toBe('auth');
    expect(prerenderedPageAt('/auth', true)).toBeNull();
  });

  it('is none elsewhere, an encoded or slashed variant included', () => {
    for (const pathname of ['/auth/', '/%61uth', '/dashboard', '/hello/abc', '']) {
      expect(prerenderedPageAt(pathname, false), pathname).toBeNull();
    }
  });
});
