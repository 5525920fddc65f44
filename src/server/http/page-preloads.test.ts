import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES, type PageRow } from '../../shared/pages/page-table.js';
import { pagePreloads, type PageChunks } from './page-preloads.js';

const chunks: PageChunks = {
  entries: { 'index.html': ['/assets/main.js'], 'friend.html': ['/assets/friend.js'] },
  pages: {
    trip: ['/assets/layout.js', '/assets/trip-page.js'],
    dashboard: ['/assets/layout.js', '/assets/dashboard-page.js'],
    sharedGuidebook: ['/assets/shared-pages.js'],
  },
  messages: {
    ja: { friend: '/assets/friend-ja.js', public: '/assets/public-ja.js', app: '/assets/app-ja.js' },
  },
};
const visitor = { signedIn: false, chunks, locale: 'en' } as const;
const owner = { signedIn: true, chunks, locale: 'en' } as const;
const read = (path: string) => `<${path}>; rel=preload; as=fetch; crossorigin`;
const script = (file: string) => `<${file}>; rel=modulepreload`;

describe('pagePreloads', () => {
  it('preloads the read each friend page makes first, encoded as the page encodes it', () => {
    expect(pagePreloads('/hello/a%20b', visitor)).toBe(read('/api/public/trips/a%20b'));
    expect(pagePreloads('/rec/tok/', visitor)).toBe(read('/api/public/share-links/tok'));
  });

  it("names a shared list's scripts, its entry's first, then its reads", () => {
    expect(pagePreloads('/shared-guidebook/t', visitor)).toBe(
      [
        script('/assets/friend.js'),
        read('/api/public/shared-guidebooks/t'),
        read('/api/auth/session'),
        script('/assets/shared-pages.js'),
      ].join(', '),
    );
  });

  it("preloads an owner's page, its session and its read for a browser with a session only", () => {
    expect(pagePreloads('/trip/a%2Fb', owner)).toBe(
      [
        script('/assets/main.js'),
        read('/api/auth/session'),
        read('/api/trips/a%2Fb'),
        script('/assets/layout.js'),
        script('/assets/trip-page.js'),
      ].join(', '),
    );
    expect(pagePreloads('/dashboard', owner)).toContain(read('/api/trips'));
    expect(pagePreloads('/guidebook/g', owner)).toBe(
      [script('/assets/main.js'), read('/api/auth/session'), read('/api/guidebooks/g')].join(', '),
    );
    for (const pathname of ['/trip/abc', '/dashboard', '/guidebook/g']) {
      expect(pagePreloads(pathname, visitor), pathname).toBeNull();
    }
  });

  it("names the catalogues its entry loads first, in the page's language", () => {
    expect(
      pagePreloads('/shared-guidebook/t', { ...visitor, locale: 'ja' })
        ?.split(', ')
        .slice(0, 2),
    ).toEqual([script('/assets/friend.js'), script('/assets/friend-ja.js')]);
    expect(
      pagePreloads('/trip/t', { ...owner, locale: 'ja' })
        ?.split(', ')
        .slice(0, 4),
    ).toEqual([
      script('/assets/main.js'),
      script('/assets/friend-ja.js'),
      script('/assets/public-ja.js'),
      script('/assets/app-ja.js'),
    ]);
  });

  it('preloads no scripts for a build without its list', () => {
    expect(pagePreloads('/trip/abc', { signedIn: true, chunks: null, locale: 'en' })).toBe(
      [read('/api/auth/session'), read('/api/trips/abc')].join(', '),
    );
  });

  it('preloads nothing for a page without a read or a path it cannot decode', () => {
    for (const pathname of ['/hello', '/thank-you/tok', '/hello/%E0%A4%A', '/hello/a/b', '/trip/a/b/c']) {
      expect(pagePreloads(pathname, { signedIn: true, chunks: null, locale: 'en' }), pathname).toBeNull();
    }
  });

  it('never lets a path break out of the header value', () => {
    expect(pagePreloads('/hello/a%3E%2C%3B', visitor)).toContain('</api/public/trips/a%3E%2C%3B>');
    expect(pagePreloads('/trip/a%3E%2C%3B', owner)).toContain('</api/trips/a%3E%2C%3B>');
  });

  it('names route modules the app has (the build fails on one it lacks)', () => {
    for (const { modules = [] } of Object.values(PAGES) as PageRow[]) {
      for (const module of modules) expect(existsSync(path.join('src/web', module)), module).toBe(true);
    }
  });
});
