import type { z } from 'zod';
import { AppError } from '../errors.js';

/** Validates input against a contract schema; a failure becomes our 400 with a message per field. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw AppError.fromZod(result.error);
  return result.data;
}
