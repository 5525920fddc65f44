import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, errorOf } from '../../../../tests/support/api.js';
import { imageOf, imageUrlOf, uploadProfileImage } from '../../../../tests/support/images.js';
import { createSecondInstance, createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import type { BuiltApp } from '../../app.js';
import { PROFILE_IMAGES_PER_ACCOUNT } from '../../http/rate-limits.js';
import { buildUser } from '../../../../tests/support/factories/users.js';

type SessionAnswer = { user: { profile_image_url: string | null } | null };

describe.each(DIALECTS)('stored profile images on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const rowsOf = async (userId: string) =>
    (await t.db.kysely.selectFrom('images').select('id').where('user_id', '=', userId).execute()).map(
      (row) => row.id,
    );
  const sessionImage = async (cookie: string) =>
    (await apiClient(t, cookie).get('/api/auth/session')).json<SessionAnswer>().user?.profile_image_url;
  const statusOf = async (url: string) => (await apiClient(t).get(url)).statusCode;

  it('shows the new picture in the session at once, and replacing it deletes the old one', async () => {
    const { cookie, id } = await buildUser(t);
    // The session reader remembers this session from here on.
    expect(await sessionImage(cookie)).toBeNull();
    const first = imageUrlOf(await uploadProfileImage(t, cookie, await imageOf('png', 80, 80, 'red')));
    expect(await sessionImage(cookie)).toBe(first);
    expect(await rowsOf(id)).toEqual([first.split('/').pop()]);

    const second = imageUrlOf(await uploadProfileImage(t, cookie, await imageOf('jpeg', 80, 80, 'blue')));
    expect(second).not.toBe(first);
    expect(await sessionImage(cookie)).toBe(second);
    expect(await rowsOf(id)).toEqual([second.split('/').pop()]);
    expect(await statusOf(first)).toBe(404);
    expect(await statusOf(second)).toBe(200);
  });

  it('takes the same picture twice, keeping one row under the same address', async () => {
    const { cookie, id } = await buildUser(t);
    const png = await imageOf('png', 70, 70);
    const first = await uploadProfileImage(t, cookie, png);
    const again = await uploadProfileImage(t, cookie, png);
    expect(again.statusCode, again.body).toBe(200);
    expect(imageUrlOf(again)).toBe(imageUrlOf(first));
    expect(await rowsOf(id)).toHaveLength(1);
    expect(await statusOf(imageUrlOf(again))).toBe(200);
  });

  it('gives two people who upload the same picture an image each', async () => {
    const png = await imageOf('png', 70, 70, 'orange');
    const a = await buildUser(t);
    const b = await buildUser(t);
    const urlA = imageUrlOf(await uploadProfileImage(t, a.cookie, png));
    const urlB = imageUrlOf(await uploadProfileImage(t, b.cookie, png));
    expect(urlA).not.toBe(urlB);
    await apiClient(t, b.cookie).delete('/api/profile/image');
    expect(await statusOf(urlA)).toBe(200);
    expect(await statusOf(urlB)).toBe(404);
  });

  it('removes the picture: the answer, the session and the address all know at once', async () => {
    const { cookie, id, email } = await buildUser(t);
    const url = imageUrlOf(await uploadProfileImage(t, cookie, await imageOf('webp')));
    const response = await apiClient(t, cookie).delete('/api/profile/image');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id,
        email,
        first_name: 'Ada',
        last_name: 'Lovelace',
        profile_image_url: null,
        role: 'user',
        language: null,
      },
    });
    expect(await sessionImage(cookie)).toBeNull();
    expect(await rowsOf(id)).toEqual([]);
    const gone = await apiClient(t).get(url);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone)).toEqual({ code: 'NOT_FOUND', message: 'Image not found.' });
    expect(gone.headers['cache-control'] ?? '').not.toContain('immutable');
    // Removing when there is nothing to remove is no error.
    expect((await apiClient(t, cookie).delete('/api/profile/image')).statusCode).toBe(200);
  });

  it('serves an image for good, with its hash as ETag, uncompressed and never sniffed', async () => {
    const { cookie } = await buildUser(t);
    const url = imageUrlOf(await uploadProfileImage(t, cookie, await imageOf('png', 600, 600)));
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      etag: `"${url.split('/').pop()}"`,
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();

    const etag = String(response.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': ifNoneMatch } });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    const other = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"other"' } });
    expect(other.statusCode).toBe(200);
  });

  it('answers an unknown or malformed image id in the one error shape', async () => {
    const unknown = await apiClient(t).get(`/api/images/${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
    const conditional = await t.app.inject({
      method: 'GET',
      url: `/api/images/${'B'.repeat(43)}`,
      headers: { 'if-none-match': '*' },
    });
    expect(conditional.statusCode).toBe(404);
    const malformed = await apiClient(t).get('/api/images/not.an.id');
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).code).toBe('VALIDATION_FAILED');
  });

  it('lets an account set a new picture only so often', async () => {
    const { cookie } = await buildUser(t);
    const tiny = await imageOf('png', 8, 8);
    for (let attempt = 0; attempt < PROFILE_IMAGES_PER_ACCOUNT.max; attempt += 1) {
      expect((await uploadProfileImage(t, cookie, tiny)).statusCode).toBe(200);
    }
    const refused = await uploadProfileImage(t, cookie, tiny);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('RATE_LIMITED');
    // Another account is not held back.
    expect((await uploadProfileImage(t, (await buildUser(t)).cookie, tiny)).statusCode).toBe(200);
  });

  it('describes the upload and the image in the OpenAPI document', async () => {
    const document = (await apiClient(t).get('/api/openapi.json')).json<{
      paths: Record<string, Record<string, Record<string, unknown>>>;
    }>();
    const put = document.paths['/api/profile/image']?.put;
    expect(put?.requestBody).toMatchObject({
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { image: { type: 'string', format: 'binary' } } },
        },
      },
    });
    expect(document.paths['/api/images/{imageId}']?.get?.responses).toMatchObject({
      200: { content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } } },
    });
  });
});

describe.runIf(DIALECTS.includes('postgres'))('profile images across instances on postgres', () => {
  let t: TestApp;
  let other: BuiltApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    other = await createSecondInstance(t);
  });
  afterAll(async () => {
    await other.app.close();
    await t.close();
  });

  it('shows the new picture on the other instance’s next request', async () => {
    const { cookie } = await buildUser(t);
    const session = async () =>
      (
        await other.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })
      ).json<SessionAnswer>().user?.profile_image_url;
    const request = { headers: { cookie } } as Parameters<typeof other.sessions.find>[0];
    // The other instance remembers the session, picture-less.
    expect((await other.sessions.find(request))?.user.profile_image_url).toBeNull();
    expect(await session()).toBeNull();

    const url = imageUrlOf(await uploadProfileImage(t, cookie, await imageOf('png')));
    expect((await other.sessions.find(request))?.user.profile_image_url).toBe(url);
    expect(await session()).toBe(url);
    expect((await other.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    await apiClient(t, cookie).delete('/api/profile/image');
    expect((await other.sessions.find(request))?.user.profile_image_url).toBeNull();
    expect((await other.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
