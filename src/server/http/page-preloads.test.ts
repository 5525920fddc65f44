import { describe, expect, it } from 'vitest';
import { friendPagePreloads } from './page-preloads.js';

describe('friendPagePreloads', () => {
  it('preloads the read each friend page makes first, encoded as the page encodes it', () => {
    expect(friendPagePreloads('/hello/a%20b')).toBe(
      '</api/public/trips/a%20b>; rel=preload; as=fetch; crossorigin',
    );
    expect(friendPagePreloads('/rec/tok/')).toBe(
      '</api/public/share-links/tok>; rel=preload; as=fetch; crossorigin',
    );
    expect(friendPagePreloads('/shared-guidebook/t')).toBe(
      '</api/public/shared-guidebooks/t>; rel=preload; as=fetch; crossorigin, ' +
        '</api/auth/session>; rel=preload; as=fetch; crossorigin',
    );
  });

  it('preloads nothing for a page without a read or a path it cannot decode', () => {
    for (const pathname of ['/hello', '/thank-you/tok', '/hello/%E0%A4%A', '/hello/a/b']) {
      expect(friendPagePreloads(pathname)).toBeNull();
    }
  });

  it('never lets a path break out of the header value', () => {
    expect(friendPagePreloads('/hello/a%3E%2C%3B')).toContain('</api/public/trips/a%3E%2C%3B>');
  });
});
