import { z } from 'zod';
import { ACCOUNT_LIMITS } from '../account-limits.js';
import { userResponseSchema } from './auth.js';
import { defineContracts } from './contract.js';

/** Image ids are content hashes (base64url): the URL of an image never serves other bytes. */
export const imageParamsSchema = z.strictObject({
  imageId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a valid image id.'),
});

export const PROFILE_IMAGE_FIELD = 'image';

export const profileImageContracts = defineContracts({
  uploadProfileImage: {
    method: 'PUT',
    path: '/api/profile/image',
    access: 'owner',
    tag: 'Profile',
    summary:
      'Set the profile image (multipart/form-data, one file in the field "image", JPEG, PNG, WebP, GIF or AVIF up to 5 MB). It is re-encoded as a square WebP of at most 512 px, without metadata; the old image is deleted.',
    upload: { field: PROFILE_IMAGE_FIELD, maxBytes: ACCOUNT_LIMITS.profileImageMaxBytes },
    response: { status: 200, schema: userResponseSchema },
  },
  removeProfileImage: {
    method: 'DELETE',
    path: '/api/profile/image',
    access: 'owner',
    tag: 'Profile',
    summary: 'Remove the profile image; the initials show instead.',
    response: { status: 200, schema: userResponseSchema },
  },
  readImage: {
    method: 'GET',
    path: '/api/images/:imageId',
    access: 'public',
    tag: 'Images',
    summary: 'A stored image (WebP). Its address changes with its content, so it may be cached for a year.',
    params: imageParamsSchema,
    response: { status: 200, schema: z.string(), contentType: 'image/webp' },
  },
});
