import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../../tests/support/api.js';
import { heicContainer } from '../../../../tests/support/heic.js';
import {
  expectRefused,
  imageOf,
  imageUrlOf,
  uploadProfileImage,
  type ImageType,
} from '../../../../tests/support/images.js';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { ACCOUNT_LIMITS } from '../../../shared/account-limits.js';

const INVALID_TYPE = 'Invalid file type: Please select an image file.';

describe.each(DIALECTS)('profile image uploads on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const served = async (url: string) => {
    const response = await apiClient(t).get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    return { bytes: response.rawPayload, metadata: await sharp(response.rawPayload).metadata() };
  };
  const upload = async (bytes: Uint8Array, part: Parameters<typeof uploadProfileImage>[3] = {}) =>
    uploadProfileImage(t, (await signUp(t)).cookie, bytes, part);

  it.each<[ImageType, string]>([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
    ['avif', 'image/avif'],
  ])('takes a %s and serves it as a square WebP of at most 512 px', async (type, contentType) => {
    const response = await upload(await imageOf(type, 900, 600), { contentType, filename: `me.${type}` });
    expect(response.statusCode, response.body).toBe(200);
    const url = imageUrlOf(response);
    expect(url).toMatch(/^\/api\/images\/[A-Za-z0-9_-]{43}$/);
    const { metadata } = await served(url);
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('crops a small picture to a square without enlarging it', async () => {
    const response = await upload(await imageOf('png', 300, 200));
    expect(response.statusCode).toBe(200);
    expect((await served(imageUrlOf(response))).metadata).toMatchObject({ width: 200, height: 200 });
  });

  it('keeps no EXIF (no GPS position) and turns the photo as its orientation says', async () => {
    // Left half red, right half blue; orientation 6 means "turn a quarter clockwise to view".
    const halves = await sharp({ create: { width: 200, height: 100, channels: 3, background: 'blue' } })
      .composite([{ input: await imageOf('png', 100, 100, 'red'), left: 0, top: 0 }])
      .jpeg()
      .toBuffer();
    const photo = await sharp(halves)
      .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const uploaded = await sharp(photo).metadata();
    expect(uploaded.exif?.toString('latin1')).toContain('Phone');
    expect(uploaded.orientation).toBe(6);

    const response = await upload(photo);
    expect(response.statusCode, response.body).toBe(200);
    const { bytes, metadata } = await served(imageUrlOf(response));
    expect(metadata).toMatchObject({ format: 'webp', width: 100, height: 100 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(bytes.includes('Phone')).toBe(false);
    // Turned, the red half is on top: the top-right corner is red, not blue.
    const { data } = await sharp(bytes).extract({ left: 90, top: 5, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(60);
  });

  it('keeps the first frame of an animated GIF', async () => {
    const frame = (colour: string) => imageOf('png', 40, 40, colour);
    const animation = await sharp([await frame('red'), await frame('blue')], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animation).metadata()).pages).toBe(2);
    const response = await upload(animation, { contentType: 'image/gif' });
    expect(response.statusCode, response.body).toBe(200);
    const { bytes, metadata } = await served(imageUrlOf(response));
    expect(metadata.pages ?? 1).toBe(1);
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
  });

  it('goes by the bytes, not the declared type: a PNG declared as SVG is taken', async () => {
    const response = await upload(await imageOf('png'), { contentType: 'image/svg+xml', filename: 'me.svg' });
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    ['a text file named .jpg', Buffer.from('just some words, not a picture\n'.repeat(20))],
    [
      'an SVG (which may carry script)',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script>' +
          '<rect width="64" height="64" fill="red"/></svg>',
      ),
    ],
    [
      'an SVG behind an XML declaration',
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
    ],
    ['a TIFF', 'tiff' as const],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n')],
  ])('refuses %s with 415', async (_label, content) => {
    const bytes =
      content === 'tiff'
        ? await sharp(await imageOf('png'))
            .tiff()
            .toBuffer()
        : content;
    const response = await upload(bytes, { contentType: 'image/jpeg', filename: 'holiday.jpg' });
    expectRefused(response, 415, 'UNSUPPORTED_MEDIA_TYPE', INVALID_TYPE);
  });

  it('refuses a HEIC photo, which this server cannot decode, asking for a JPEG or PNG', async () => {
    const response = await upload(heicContainer(4032, 3024), {
      contentType: 'image/heic',
      filename: 'IMG.HEIC',
    });
    expectRefused(response, 415, 'UNSUPPORTED_MEDIA_TYPE', /HEIC.*JPEG or PNG/);
  });

  it('refuses a picture of 50 megapixels that is small on disk', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6250, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(ACCOUNT_LIMITS.profileImageMaxBytes);
    expectRefused(await upload(bomb), 400, 'VALIDATION_FAILED', /too many pixels/);
  });

  it('refuses a JPEG cut short', async () => {
    const noise = Buffer.alloc(300 * 200 * 3).map((_byte, index) => (index * 7919) % 251);
    const jpeg = await sharp(noise, { raw: { width: 300, height: 200, channels: 3 } })
      .jpeg()
      .toBuffer();
    const response = await upload(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)));
    expectRefused(
      response,
      400,
      'VALIDATION_FAILED',
      'This image is damaged or incomplete. Please choose another one.',
    );
  });
});
