import { describe, expect, it } from 'vitest';
import { isOfflineCopyFresh, OFFLINE_COPY_MAX_AGE_MS, readBehindPage, routeOf } from './request-routes';

const origin = 'https://tiplist.example';
const get = (path: string, mode = 'cors') =>
  routeOf({ method: 'GET', url: `${origin}${path}`, mode }, origin);

describe('what the service worker does with a request', () => {
  it('keeps the owner’s reads of trips, guidebooks and the map, and the session', () => {
    for (const path of [
      '/api/trips',
      '/api/trips/1',
      '/api/guidebooks',
      '/api/guidebooks/2',
      '/api/map/style',
    ]) {
      expect(get(path)).toBe('read');
    }
    expect(get('/api/auth/session')).toBe('session');
  });

  it('leaves writes, event streams, downloads, public reads and other sites alone', () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      expect(routeOf({ method, url: `${origin}/api/trips/1`, mode: 'cors' }, origin)).toBe('pass');
    }
    for (const path of [
      '/api/trips/1/events',
      '/api/trips/1/export',
      '/api/public/trips/1',
      '/api/auth/sign-out',
    ]) {
      expect(get(path)).toBe('pass');
    }
    expect(routeOf({ method: 'GET', url: 'https://tiles.example/api/trips', mode: 'cors' }, origin)).toBe(
      'pass',
    );
  });

  it('answers the owner’s pages, never a friend’s nor one the server draws whole', () => {
    for (const path of ['/', '/dashboard', '/trip/1', '/trip/1/map', '/guidebook/2']) {
      expect(get(path, 'navigate')).toBe('page');
    }
    for (const path of [
      '/hello/abc',
      '/rec/abc',
      '/thank-you/abc',
      '/shared-favorites/t',
      '/share/old',
      '/unsubscribe/a.b',
      '/follow/t',
      '/follow-mail/stop/t',
    ]) {
      expect(get(path, 'navigate')).toBe('pass');
    }
    expect(get('/assets/main-abc.js', 'no-cors')).toBe('file');
  });

  it('finds the read behind a trip or guidebook page', () => {
    expect(readBehindPage('/trip/1')).toBe('/api/trips/1');
    expect(readBehindPage('/trip/1/map')).toBe('/api/trips/1');
    expect(readBehindPage('/guidebook/2')).toBe('/api/guidebooks/2');
    expect(readBehindPage('/dashboard')).toBeNull();
  });

  it('reads a kept copy for 30 days, and one without its date not at all', () => {
    const now = Date.UTC(2026, 10, 26);
    const day = 24 * 60 * 60 * 1000;
    expect(OFFLINE_COPY_MAX_AGE_MS).toBe(30 * day);
    expect(isOfflineCopyFresh(String(now - 29 * day), now)).toBe(true);
    expect(isOfflineCopyFresh(String(now - 30 * day), now)).toBe(false);
    expect(isOfflineCopyFresh(String(now - 31 * day), now)).toBe(false);
    expect(isOfflineCopyFresh(null, now)).toBe(false);
    expect(isOfflineCopyFresh('yesterday', now)).toBe(false);
  });
});
