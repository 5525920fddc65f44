import { z } from 'zod';

/**
 * A Fastify response schema made from a contract: Fastify compiles it into a serializer that is
 * several times faster than JSON.stringify on long lists, and that writes no field the contract
 * does not list.
 */
export function serializeWith(schema: z.ZodType, status = 200): { response: Record<number, unknown> } {
  const { $schema: _draft, ...jsonSchema } = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' });
  return { response: { [status]: jsonSchema } };
}
