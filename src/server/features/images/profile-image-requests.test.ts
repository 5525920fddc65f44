import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../../tests/support/api.js';
import {
  expectRefused,
  imageOf,
  multipartBody,
  uploadProfileImage,
} from '../../../../tests/support/images.js';
import { createTestApp, jsonRequest, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { ACCOUNT_LIMITS } from '../../../shared/account-limits.js';
import { buildUser } from '../../../../tests/support/factories/users.js';

/** The upload request itself: its size, its shape, who sends it and from where. */
describe.each(DIALECTS)('profile image upload requests on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const upload = async (bytes: Uint8Array) => uploadProfileImage(t, (await buildUser(t)).cookie, bytes);
  const send = (cookie: string, payload: Buffer, contentType: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile/image',
      payload,
      headers: { cookie, 'content-type': contentType },
    });
  const sendForm = async (cookie: string, form: FormData) => {
    const encoded = new Response(form);
    const payload = Buffer.from(await encoded.arrayBuffer());
    return send(cookie, payload, encoded.headers.get('content-type') ?? '');
  };

  it('refuses a file one byte over 5 MB with 413, and takes one of exactly 5 MB', async () => {
    const jpeg = await imageOf('jpeg', 64, 64);
    // A real JPEG with bytes after its end, which decoders ignore: a large file that is still an image.
    const padded = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
    const over = await upload(padded(ACCOUNT_LIMITS.profileImageMaxBytes + 1));
    expectRefused(over, 413, 'PAYLOAD_TOO_LARGE', 'File too large: Please select an image smaller than 5MB.');
    const exact = await upload(padded(ACCOUNT_LIMITS.profileImageMaxBytes));
    expect(exact.statusCode, exact.body).toBe(200);
    // Far over: refused by its declared length, before it is read.
    const far = await upload(padded(ACCOUNT_LIMITS.profileImageMaxBytes * 2));
    expectRefused(far, 413, 'PAYLOAD_TOO_LARGE', /smaller than 5MB/);
  });

  it('refuses a request that is not one file in the field "image"', async () => {
    const { cookie } = await buildUser(t);
    const json = await t.app.inject(jsonRequest('PUT', '/api/profile/image', { image: 'x' }, { cookie }));
    expectRefused(json, 415, 'UNSUPPORTED_MEDIA_TYPE', /multipart\/form-data/);
    const text = await send(cookie, Buffer.from('hello'), 'text/plain');
    expectRefused(text, 415, 'UNSUPPORTED_MEDIA_TYPE', /multipart\/form-data/);
    const png = await imageOf('png');
    const wrongField = await uploadProfileImage(t, cookie, png, { field: 'avatar' });
    expectRefused(wrongField, 400, 'VALIDATION_FAILED', 'Send the file in the form field "image".');
    const empty = await uploadProfileImage(t, cookie, new Uint8Array(0));
    expectRefused(empty, 400, 'VALIDATION_FAILED', 'Please choose an image to upload.');

    const file = () => new Blob([new Uint8Array(png)], { type: 'image/png' });
    const twoFiles = new FormData();
    twoFiles.append('image', file(), 'a.png');
    twoFiles.append('image', file(), 'b.png');
    expectRefused(await sendForm(cookie, twoFiles), 400, 'VALIDATION_FAILED', /Send one file/);
    const withField = new FormData();
    withField.append('caption', 'me in Lisbon');
    withField.append('image', file(), 'a.png');
    expectRefused(await sendForm(cookie, withField), 400, 'VALIDATION_FAILED', /Send one file/);
    const { payload, contentType } = await multipartBody(png);
    const noBoundary = await send(cookie, payload, 'multipart/form-data');
    expectRefused(noBoundary, 400, 'VALIDATION_FAILED', /incomplete or malformed/);
    const cut = await send(cookie, payload.subarray(0, payload.length - 60), contentType);
    expectRefused(cut, 400, 'VALIDATION_FAILED', /incomplete or malformed/);
    const session = await apiClient(t, cookie).get('/api/auth/session');
    expect(session.json<{ user: { profile_image_url: string | null } }>().user.profile_image_url).toBeNull();
  });

  it('needs a session, and a request from our own pages', async () => {
    const png = await imageOf('png');
    expectRefused(await uploadProfileImage(t, undefined, png), 401, 'UNAUTHORIZED', /sign in/);
    const { cookie } = await buildUser(t);
    const forged = await uploadProfileImage(t, cookie, png, { origin: 'https://evil.example.com' });
    expectRefused(forged, 403, 'FORBIDDEN_ORIGIN', /refused/);
    const removal = await t.app.inject(
      jsonRequest('DELETE', '/api/profile/image', undefined, { cookie, origin: 'https://evil.example.com' }),
    );
    expect(removal.statusCode).toBe(403);
    expect((await apiClient(t).delete('/api/profile/image')).statusCode).toBe(401);
    expect((await apiClient(t, cookie).get('/api/auth/session')).json()).toMatchObject({
      user: { profile_image_url: null },
    });
  });
});
