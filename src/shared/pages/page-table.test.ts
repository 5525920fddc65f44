import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '../rules/prerendered-pages.js';
import { FRIEND_PAGES } from './friend-pages.js';
import { entryFileOf, isServerPage, PAGES, pageAt, type PageRow } from './page-table.js';

describe('pageAt', () => {
  it('finds the page the router opens at an address', () => {
    expect(pageAt('/trip/abc')?.name).toBe('trip');
    expect(pageAt('/trip/abc/')?.name).toBe('trip');
    expect(pageAt('/trip/abc/map')?.name).toBe('tripMap');
    expect(pageAt('/dashboard')?.name).toBe('dashboard');
    expect(pageAt('/guidebook/g')?.name).toBe('guidebook');
    expect(pageAt('/guidebooks')?.name).toBe('guidebooks');
    expect(pageAt('/thank-you')?.name).toBe('thankYou');
    expect(pageAt('/shared-favorites/t')?.name).toBe('sharedFavorites');
    expect(pageAt('/shared-guidebook/t/map')?.name).toBe('sharedGuidebookMap');
    expect(pageAt('/')?.name).toBe('landing');
    expect(pageAt('/unsubscribe/a.b')?.name).toBe('unsubscribe');
  });

  it('gives the parameters decoded', () => {
    expect(pageAt('/trip/a%2Fb')?.params).toEqual({ tripId: 'a/b' });
    expect(pageAt('/trip/%E0%A4%A')).toBeNull();
    expect(pageAt('/hello')?.params).toEqual({ tripId: undefined });
  });

  it('finds none where the address is no page', () => {
    for (const pathname of ['/trip', '/%74rip/abc', '/hello/x/y', '/tripping', '/shared-guidebook']) {
      expect(pageAt(pathname), pathname).toBeNull();
    }
  });
});

describe('the table of pages', () => {
  const rows = Object.values(PAGES) as PageRow[];

  it('has one row per address', () => {
    const paths = rows.map((row) => row.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('serves from the friend entry exactly the friend pages', () => {
    const friendPaths: string[] = Object.values(FRIEND_PAGES);
    const served = rows.filter((row) => entryFileOf(row) === 'friend.html').map((row) => row.path);
    expect(served).toEqual(friendPaths);
  });

  it('has the server draw whole only pages no app runs: no modules, no reads, not prerendered', () => {
    const drawn = rows.filter((row) => row.entry === 'server');
    expect(drawn.map((row) => row.path)).toEqual([
      PAGES.unsubscribe.path,
      PAGES.follow.path,
      PAGES.followMailConfirm.path,
      PAGES.followMailStop.path,
    ]);
    for (const row of drawn)
      expect([row.modules, row.reads, row.prerendered]).toEqual([undefined, undefined, undefined]);
    expect(isServerPage(PAGES.unsubscribe.href({ token: 'a.b' }))).toBe(true);
    expect(isServerPage(PAGES.follow.href({ token: 'a' }))).toBe(true);
    expect(isServerPage(PAGES.trip.href({ tripId: '1' }))).toBe(false);
  });

  it('prerenders exactly the pages the build draws ahead', () => {
    const prerendered = rows.filter((row) => row.prerendered).map((row) => row.path);
    expect(prerendered).toEqual(Object.values(PRERENDERED_PAGES));
  });

  it('builds each address from its parameters, encoding each as one segment', () => {
    expect(PAGES.trip.href({ tripId: 'a/b' })).toBe('/trip/a%2Fb');
    expect(PAGES.tripMap.href({ tripId: '1' })).toBe('/trip/1/map');
    expect(PAGES.thankYou.href({ token: null })).toBe('/thank-you');
    expect(PAGES.thankYou.href({ token: 'a/b' })).toBe('/thank-you/a%2Fb');
    expect(PAGES.askById.href({ tripId: 'id 1' })).toBe('/hello/id%201');
    expect(PAGES.landing.href()).toBe('/');
    expect(PAGES.dashboard.href()).toBe('/dashboard');
  });

  it('finds each page at the address it builds', () => {
    const names = Object.keys(PAGES) as Array<keyof typeof PAGES>;
    for (const name of names) {
      const row = PAGES[name] as PageRow;
      const href = (row.href as (params: Record<string, string>) => string)({
        tripId: 't',
        guidebookId: 'g',
        token: 'k',
      });
      expect(pageAt(href)?.name, name).toBe(name);
    }
  });
});
