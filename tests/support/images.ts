import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import sharp from 'sharp';
import type { TestApp } from './test-app.js';

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** A plain picture in the given type, made on the spot: tests keep no binary fixtures. */
export function imageOf(type: ImageType, width = 64, height = 48, background = '#2a9d8f'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(type)
    .toBuffer();
}

export interface FilePart {
  /** The form field; the API reads "image". */
  field?: string;
  filename?: string;
  /** The part's declared type, which the server ignores: only the bytes count. */
  contentType?: string;
}

/** A multipart/form-data body of one file, byte for byte what a browser's FormData sends. */
export async function multipartBody(
  bytes: Uint8Array,
  { field = 'image', filename = 'photo.jpg', contentType = 'image/jpeg' }: FilePart = {},
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: contentType }), filename);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

/** Uploads a profile picture through the API, as the profile page does. */
export async function uploadProfileImage(
  t: Pick<TestApp, 'app'>,
  cookie: string | undefined,
  bytes: Uint8Array,
  part: FilePart & { origin?: string } = {},
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = await multipartBody(bytes, part);
  return t.app.inject({
    method: 'PUT',
    url: '/api/profile/image',
    payload,
    headers: {
      'content-type': contentType,
      ...(cookie ? { cookie } : {}),
      ...(part.origin ? { origin: part.origin } : {}),
    },
  });
}

/** The path of the picture an upload's answer shows. */
export function imageUrlOf(response: LightMyRequestResponse): string {
  const url = response.json<{ user: { profile_image_url: string | null } }>().user.profile_image_url;
  if (!url) throw new Error(`no profile image in ${response.body}`);
  return url;
}

/** Expects a refusal in the one error shape, with its status, code and message. */
export function expectRefused(
  response: LightMyRequestResponse,
  status: number,
  code: string,
  message: string | RegExp,
): void {
  expect(response.statusCode, response.body).toBe(status);
  const { error } = response.json<{ error: { code: string; message: string } }>();
  expect(error.code).toBe(code);
  expect(error.message).toMatch(message);
}
