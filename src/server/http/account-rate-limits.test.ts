import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, errorOf, type ApiClient } from '../../../tests/support/api.js';
import { multipartBody } from '../../../tests/support/images.js';
import { TAKEOUT_SAVED_PLACES } from '../../../tests/support/import-samples.js';
import { createTestApp, signUp, type TestApp } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import {
  IMPORT_PREVIEWS_PER_ACCOUNT,
  IMPORTS_PER_ACCOUNT,
  PROFILE_IMAGES_PER_ACCOUNT,
} from './rate-limits.js';

/** A request left waiting would end in a 408 after these; a refusal on arrival comes long before. */
const timeouts = { headersMs: 10_000, requestMs: 15_000, checkEveryMs: 500 };

const BOUNDARY = 'tiplist-limit-test';

/** A multipart body's opening: the one part's headers and the first bytes of a 5 MB file. */
const openingOfFile = (field: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="big"\r\n` +
  `Content-Type: application/octet-stream\r\n\r\n${'x'.repeat(64 * 1024)}`;

describe.each(DIALECTS)('limits per account on %s', (dialect) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, {}, { timeouts });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /**
   * Sends a request's headers and the start of a body that never ends, and resolves with the first
   * answer: only one given before the body is read can arrive before the 408.
   */
  function answerToUnfinished(method: string, path: string, cookie: string, type: string, opening: string) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\n` +
            `Content-Type: ${type}\r\nContent-Length: ${5 * 1024 * 1024}\r\n\r\n${opening}`,
        );
      });
      let received = '';
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString();
        const end = received.indexOf('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(received)?.[1]);
        if (end < 0 || received.length < end + 4 + length) return;
        socket.destroy();
        resolve({ status: Number(received.split(' ')[1]), body: received.slice(end + 4) });
      });
      socket.on('error', reject);
    });
  }
  const codeOf = (answer: { body: string }) =>
    (JSON.parse(answer.body) as { error: { code: string } }).error.code;

  async function ownerWithLists(): Promise<{
    cookie: string;
    owner: ApiClient;
    trip: string;
    guidebook: string;
  }> {
    const { cookie } = await signUp(t);
    const owner = apiClient(t, cookie);
    const trip = (await owner.post('/api/trips', { destination: 'Lisbon' })).json<{ trip: { id: string } }>()
      .trip.id;
    const guidebook = (await owner.post('/api/guidebooks', { title: 'Porto', destination: 'Porto' })).json<{
      guidebook: { id: string };
    }>().guidebook.id;
    return { cookie, owner, trip, guidebook };
  }

  const preview = async (cookie: string, path: string) => {
    const { payload, contentType } = await multipartBody(Buffer.from(TAKEOUT_SAVED_PLACES), {
      field: 'file',
    });
    return t.app.inject({
      method: 'POST',
      url: path,
      payload,
      headers: { 'content-type': contentType, cookie },
    });
  };

  it('counts import previews of trips and guidebooks together, and refuses one over the limit unread', async () => {
    const { cookie, trip, guidebook } = await ownerWithLists();
    for (let attempt = 0; attempt < IMPORT_PREVIEWS_PER_ACCOUNT.max; attempt += 1) {
      const path =
        attempt % 2 ? `/api/guidebooks/${guidebook}/imports/preview` : `/api/trips/${trip}/imports/preview`;
      expect((await preview(cookie, path)).statusCode).toBe(200);
    }
    const refused = await answerToUnfinished(
      'POST',
      `/api/guidebooks/${guidebook}/imports/preview`,
      cookie,
      `multipart/form-data; boundary=${BOUNDARY}`,
      openingOfFile('file'),
    );
    expect(refused.status).toBe(429);
    expect(codeOf(refused)).toBe('RATE_LIMITED');
    const other = await ownerWithLists();
    expect((await preview(other.cookie, `/api/trips/${other.trip}/imports/preview`)).statusCode).toBe(200);
  });

  it('counts imports into trips and guidebooks together, and refuses one over the limit unread', async () => {
    const { cookie, owner, trip, guidebook } = await ownerWithLists();
    const entries = [{ category: 'eat', content: 'Pastéis', place: { name: 'Manteigaria' } }];
    for (let attempt = 0; attempt < IMPORTS_PER_ACCOUNT.max; attempt += 1) {
      const path = attempt % 2 ? `/api/guidebooks/${guidebook}/imports` : `/api/trips/${trip}/imports`;
      expect((await owner.post(path, { entries })).statusCode).toBe(201);
    }
    const refused = await owner.post(`/api/trips/${trip}/imports`, { entries });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toBe('Too many imports. Please try again in an hour.');
    const unread = await answerToUnfinished(
      'POST',
      `/api/trips/${trip}/imports`,
      cookie,
      'application/json',
      '{"entries":[',
    );
    expect(unread.status).toBe(429);
  });

  it('counts every new profile picture sent, and refuses one over the limit unread', async () => {
    const { cookie, owner } = await ownerWithLists();
    // Whatever was sent counts: these are refused as not multipart, after being counted.
    for (let attempt = 0; attempt < PROFILE_IMAGES_PER_ACCOUNT.max; attempt += 1) {
      expect((await owner.put('/api/profile/image', {})).statusCode).toBe(415);
    }
    const refused = await answerToUnfinished(
      'PUT',
      '/api/profile/image',
      cookie,
      `multipart/form-data; boundary=${BOUNDARY}`,
      openingOfFile('image'),
    );
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many new profile pictures. Please try again in an hour.' },
    });
  });
});
