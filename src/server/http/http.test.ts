import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, signUp, type TestApp } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import { BODY_LIMIT_BYTES } from '../app.js';
import { SIGNED_IN_MARK } from '../../shared/rules/signed-in-mark.js';

const ASSET = `console.log(${JSON.stringify('x'.repeat(4096))});`;
const ASSET_BR = brotliCompressSync(ASSET);

function builtClient(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tiplist-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Tiplist</title><div id="root"></div>');
  writeFileSync(
    path.join(dir, 'friend.html'),
    '<!doctype html><html lang="en"><title>Tiplist</title><div id="friend-root"></div></html>',
  );
  writeFileSync(
    path.join(dir, 'auth.html'),
    '<!doctype html><title>Tiplist</title><div id="root" data-prerendered="auth">Welcome Back</div>',
  );
  writeFileSync(
    path.join(dir, 'landing.html'),
    '<!doctype html><title>Tiplist</title><div id="root" data-prerendered="landing">Collect</div>',
  );
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), ASSET);
  // As the build leaves it: a brotli copy beside the file (no gzip copy here, to see the fallback).
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), ASSET_BR);
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'page-chunks.json'),
    JSON.stringify({
      entries: { 'index.html': ['/assets/app-abc123.js'] },
      pages: { trip: ['/assets/trip-page-abc.js'] },
    }),
  );
  return dir;
}

describe.each(DIALECTS)('the HTTP edge on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: 'https://tips.example.org' }, { webDir: builtClient() });
  });
  afterAll(() => t.close());

  it('reports health after checking the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers with a content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@example.com',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses broken JSON with a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON.' },
    });
  });

  it('refuses a body over the size limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a state-changing request from a foreign origin, and accepts our own', async () => {
    const { cookie } = await signUp(t);
    const forged = await t.app.inject(
      jsonRequest('POST', '/api/auth/sign-out', {}, { cookie, origin: 'https://evil.example.com' }),
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json<{ error: { code: string } }>().error.code).toBe('FORBIDDEN_ORIGIN');
    const crossSite = await t.app.inject(
      jsonRequest('POST', '/api/auth/sign-out', {}, { cookie, 'sec-fetch-site': 'cross-site' }),
    );
    expect(crossSite.statusCode).toBe(403);
    const own = await t.app.inject(
      jsonRequest('POST', '/api/auth/sign-out', {}, { cookie, origin: 'https://tips.example.org' }),
    );
    expect(own.statusCode).toBe(200);
  });

  it('marks the session cookie Secure when served over HTTPS', async () => {
    const response = await t.app.inject(
      jsonRequest('POST', '/api/auth/sign-up/email', {
        first_name: 'Sec',
        last_name: 'Ure',
        email: 'secure@example.com',
        password: 'correct-horse',
      }),
    );
    expect(response.headers['set-cookie']).toEqual(expect.stringContaining('; Secure'));
  });

  it('limits sign-in attempts per client address', async () => {
    const attempts = [];
    for (let i = 0; i < 30; i += 1) {
      attempts.push(
        await t.app.inject({
          ...jsonRequest('POST', '/api/auth/sign-in/email', {
            email: 'guess@example.com',
            password: `guess-${i}`,
          }),
          remoteAddress: '10.9.9.9',
        }),
      );
    }
    const statuses = attempts.map((response) => response.statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    expect(attempts[29]?.json<{ error: { code: string; message: string } }>().error).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many attempts from your address\. Please wait \d+ seconds and try again\.$/,
      ),
    });
    // Another address is not held back by this one.
    const other = await t.app.inject({
      ...jsonRequest('POST', '/api/auth/sign-in/email', { email: 'guess@example.com', password: 'guess' }),
      remoteAddress: '10.1.2.3',
    });
    expect(other.statusCode).toBe(401);
  });

  it('redirects links of earlier versions', async () => {
    const share = await t.app.inject({ method: 'GET', url: '/share/abc_DEF-123' });
    expect(share.statusCode).toBe(301);
    expect(share.headers.location).toBe('/rec/abc_DEF-123');
    const map = await t.app.inject({ method: 'GET', url: '/shared/abc/map' });
    expect(map.headers.location).toBe('/shared-favorites/abc/map');
  });

  it('serves the client with an app-page fallback, but never for missing assets, robots.txt or the API', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toContain('immutable');
    const precompressed = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(precompressed.headers['content-encoding']).toBe('br');
    expect(precompressed.headers['content-type']).toContain('javascript');
    expect(precompressed.headers.vary).toContain('accept-encoding');
    // The build's copy itself, not one compressed again for this request.
    expect(precompressed.rawPayload.equals(ASSET_BR)).toBe(true);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
    for (const url of [
      '/hello/abc',
      '/rec/token',
      '/rec',
      '/thank-you',
      '/thank-you/token',
      '/shared-favorites/token',
    ]) {
      const friendPage = await t.app.inject({ method: 'GET', url });
      expect(friendPage.body, url).toContain('friend-root');
      expect(friendPage.body, url).not.toContain(SIGNED_IN_MARK);
      // A browser with a session cookie gets the page marked, to offer a way back to its trips.
      const cookie = 'better-auth.session_token=abc.def';
      const marked = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(marked.body, url).toContain(
        `<html ${SIGNED_IN_MARK} lang="en" dir="ltr" data-language-chosen="">`,
      );
      expect(marked.body, url).toContain('friend-root');
      // Ask links' pages carry their card and are made per request (no ETag); the others are kept by one.
      if (marked.headers.etag) expect(marked.headers.etag, url).not.toBe(friendPage.headers.etag);
      expect(marked.body, url).not.toBe(friendPage.body);
      expect(marked.headers.vary, url).toContain('Cookie');
    }
    // A signed-in owner's page has the browser fetch its scripts and first reads with it.
    const owned = await t.app.inject({
      method: 'GET',
      url: '/trip/abc',
      headers: { cookie: 'better-auth.session_token=abc.def' },
    });
    expect(owned.headers.link).toBe(
      '</assets/app-abc123.js>; rel=modulepreload, </api/auth/session>; rel=preload; as=fetch; crossorigin, ' +
        '</api/trips/abc>; rel=preload; as=fetch; crossorigin, </assets/trip-page-abc.js>; rel=modulepreload',
    );
    const visited = await t.app.inject({ method: 'GET', url: '/trip/abc' });
    expect(visited.headers.link).toBeUndefined();
    // The build's list is read by the server, not sent.
    const list = await t.app.inject({ method: 'GET', url: '/.vite/page-chunks.json' });
    expect(list.body).not.toContain('trip-page-abc');
    for (const url of ['/dashboard', '/trip/abc', '/shared-favorites/token/map', '/hello-there']) {
      const ownerPage = await t.app.inject({ method: 'GET', url });
      expect(ownerPage.body, url).toContain('<div id="root">');
    }
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('<div id="root">');
    const unchanged = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'if-none-match': String(compressed.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    const landing = await t.app.inject({ method: 'GET', url: '/' });
    expect(landing.body).toContain('data-prerendered="landing"');
    expect(landing.headers.vary).toContain('Cookie');
    for (const cookie of ['better-auth.session_token=abc.def', 'a=1; __Host-better-auth.session_token=x']) {
      const returning = await t.app.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect(returning.body, cookie).toContain('<div id="root"></div>');
      const signIn = await t.app.inject({ method: 'GET', url: '/auth', headers: { cookie } });
      expect(signIn.body, cookie).toContain('<div id="root"></div>');
    }
    // Sign-in is drawn ahead too, on the view it opens on; a query may ask for another view.
    const signIn = await t.app.inject({ method: 'GET', url: '/auth' });
    expect(signIn.body).toContain('data-prerendered="auth"');
    expect(signIn.headers.vary).toContain('Cookie');
    const signUp = await t.app.inject({ method: 'GET', url: '/auth?action=sign_up' });
    expect(signUp.body).toContain('<div id="root"></div>');
    const tagged = await t.app.inject({ method: 'GET', url: '/?ref=newsletter' });
    expect(tagged.body).toContain('data-prerendered="landing"');
    // A build without its notices answers 404 for them, not the app page.
    for (const url of [
      '/assets/missing.js',
      '/robots.txt',
      '/third-party-licenses.txt',
      '/api/nothing-here',
    ]) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json<{ error: { code: string } }>().error.code).toBe('NOT_FOUND');
    }
  });
});
