import { z } from 'zod';

export const uuidSchema = z.uuid('Not a valid id.');
export const idParamsSchema = z.strictObject({ id: uuidSchema });

/** Trimmed text; blank becomes null. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

export const isoDateSchema = z.string();

/** The answer of a write that has nothing else to say. */
export const okResponseSchema = z.object({ ok: z.literal(true) });

/** A 204 answer: no body. */
export const noContentSchema = z.null();
