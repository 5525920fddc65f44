import { describe, expect, it } from 'vitest';
import { pageWithModulesAt } from './page-modules.js';

describe('pageWithModulesAt', () => {
  it('finds the page the router opens at an address', () => {
    expect(pageWithModulesAt('/trip/abc')).toBe('trip');
    expect(pageWithModulesAt('/trip/abc/')).toBe('trip');
    expect(pageWithModulesAt('/dashboard')).toBe('dashboard');
    expect(pageWithModulesAt('/guidebook/g')).toBe('guidebook');
    expect(pageWithModulesAt('/guidebooks')).toBe('guidebooks');
    expect(pageWithModulesAt('/thank-you')).toBe('thankYou');
    expect(pageWithModulesAt('/shared-favorites/t')).toBe('sharedList');
    expect(pageWithModulesAt('/shared-guidebook/t')).toBe('sharedList');
  });

  it('finds none where the page is another or unknown', () => {
    for (const pathname of [
      '/trip/abc/map',
      '/trip',
      '/shared-guidebook/t/map',
      '/%74rip/abc',
      '/hello/x',
      '/',
    ]) {
      expect(pageWithModulesAt(pathname), pathname).toBeNull();
    }
  });
});
