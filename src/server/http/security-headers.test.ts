import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { ONE_DIALECT } from '../../../tests/support/test-database.js';

/** A directive's sources in a content security policy. */
const sourcesOf = (csp: unknown, directive: string) =>
  String(csp)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1);

// The headers come from the configuration alone, whichever database stands behind the app: checked once.
describe.each(ONE_DIALECT)('the security headers on %s', (dialect) => {
  let byDefault: TestApp;
  let onALan: TestApp;
  let overHttps: TestApp;
  beforeAll(async () => {
    byDefault = await createTestApp(dialect);
    onALan = await createTestApp(dialect, { PUBLIC_URL: 'http://tips.lan:3000', MAP_STYLE_URL: 'offline' });
    overHttps = await createTestApp(dialect, {
      PUBLIC_URL: 'https://tips.example.org',
      MAP_STYLE_URL: 'https://maps.example.net/styles/streets.json',
    });
  });
  afterAll(async () => {
    await byDefault.close();
    await onALan.close();
    await overHttps.close();
  });

  const health = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/health' });

  it('let pages show images from Tiplist and the map style’s origin, and from no other site', async () => {
    expect(sourcesOf((await health(byDefault)).headers['content-security-policy'], 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tiles.openfreemap.org',
    ]);
    expect(sourcesOf((await health(overHttps)).headers['content-security-policy'], 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://maps.example.net',
    ]);
    expect(sourcesOf((await health(onALan)).headers['content-security-policy'], 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
    ]);
  });

  it('ask browsers to insist on HTTPS only when PUBLIC_URL is https', async () => {
    expect((await health(overHttps)).headers['strict-transport-security']).toContain('max-age=');
    expect((await health(onALan)).headers['strict-transport-security']).toBeUndefined();
    expect((await health(byDefault)).headers['strict-transport-security']).toBeUndefined();
  });
});
