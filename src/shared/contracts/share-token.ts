import { z } from 'zod';

/** Share tokens are 32 random bytes in base64url: 43 characters. */
export const shareTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'The share token is missing or invalid.');

export const shareTokenParamsSchema = z.strictObject({ token: shareTokenSchema });
