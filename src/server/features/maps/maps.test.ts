import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../../tests/support/api.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { ONE_DIALECT } from '../../../../tests/support/test-database.js';

const connectSources = (csp: unknown) =>
  String(csp)
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'connect-src')
    ?.slice(1);

// The basemap comes from the configuration alone, whichever database stands behind the app: checked once.
describe.each(ONE_DIALECT)('the basemap on %s', (dialect) => {
  let online: TestApp;
  let offline: TestApp;
  beforeAll(async () => {
    online = await createTestApp(dialect);
    offline = await createTestApp(dialect, { MAP_STYLE_URL: 'offline' });
  });
  afterAll(async () => {
    await online.close();
    await offline.close();
  });

  it('is OpenFreeMap’s keyless style by default, and the page may fetch from its origin alone', async () => {
    const response = await apiClient(online).get('/api/map/style');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ styleUrl: 'https://tiles.openfreemap.org/styles/liberty' });
    expect(connectSources(response.headers['content-security-policy'])).toEqual([
      "'self'",
      'https://tiles.openfreemap.org',
    ]);
  });

  it('is the bundled one alone when MAP_STYLE_URL is offline, and the page fetches from nowhere else', async () => {
    const response = await apiClient(offline).get('/api/map/style');
    expect(response.json()).toEqual({ styleUrl: null });
    expect(connectSources(response.headers['content-security-policy'])).toEqual(["'self'"]);
  });
});
