import { z } from 'zod';

/** The one error body every API route answers with. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const errorCodes = {
  validation: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  forbiddenOrigin: 'FORBIDDEN_ORIGIN',
  conflict: 'CONFLICT',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMedia: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  invalidToken: 'INVALID_TOKEN',
  invalidCredentials: 'INVALID_EMAIL_OR_PASSWORD',
  internal: 'INTERNAL_ERROR',
} as const;
