import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { Contract } from '../../shared/contracts/contract.js';
import { errorBodySchema, errorCodes } from '../../shared/contracts/errors.js';
import { AppError } from '../errors.js';
import { hasBrokenText } from './broken-text.js';
import { NOT_UNICODE_MESSAGE } from './json-bodies.js';
import { uploadBodySchema } from './uploads.js';

const brokenText = () => new AppError(errorCodes.validation, 400, NOT_UNICODE_MESSAGE);

/** The JSON Schema of a contract's output, converted once per schema. */
const jsonSchemas = new WeakMap<z.ZodType, object>();

function outputJsonSchema(schema: z.ZodType): object {
  let json = jsonSchemas.get(schema);
  if (!json) {
    const { $schema: _draft, ...rest } = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' });
    json = rest;
    jsonSchemas.set(schema, json);
  }
  return json;
}

/** The compiled serializer of each output schema, compiled once per schema. */
const serializers = new WeakMap<z.ZodType, (body: unknown) => string>();

/**
 * What a route of output `schema` writes for `body`: the route itself and a page kept for it
 * (`cache/read-cache.ts`) write the same JSON with the same function.
 */
export function serializerOf(schema: z.ZodType): (body: unknown) => string {
  let serialize = serializers.get(schema);
  if (!serialize) {
    serialize = fastJsonStringify(outputJsonSchema(schema) as Parameters<typeof fastJsonStringify>[0]);
    serializers.set(schema, serialize);
  }
  return serialize;
}

/**
 * Routes carry Zod schemas. Input is validated by the schema itself (our messages, our error shape);
 * output is written by a serializer compiled from the schema's JSON Schema, which is several times
 * faster than JSON.stringify on long lists and writes no field the contract does not list.
 */
export function useContractSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler<z.ZodType>(({ schema, httpPart }) => (data) => {
    if (hasBrokenText(data)) return { error: brokenText() };
    // A POST without a body validates as an empty object, so each missing field gets its own message.
    const result = schema.safeParse(httpPart === 'body' ? (data ?? {}) : data);
    return result.success ? { value: result.data } : { error: AppError.fromZod(result.error) };
  });
  app.setSerializerCompiler<z.ZodType | { content: object }>(({ schema }) => {
    if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
    return serializerOf(schema);
  });
}

/** Bytes written by the route (an image), as OpenAPI describes a binary answer. */
const binary = z.string().meta({ format: 'binary' });

/** What Fastify and the OpenAPI document are told about a contract's route. */
export function routeSchemaOf(contract: Contract): FastifySchema {
  const { response, upload } = contract;
  const success =
    response.contentType === 'text/event-stream' || response.contentType === 'image/svg+xml'
      ? { content: { [response.contentType]: { schema: response.schema } } }
      : response.contentType === 'image/webp' || response.contentType === 'image/png'
        ? { content: { [response.contentType]: { schema: binary } } }
        : response.contentType === 'download'
          ? { content: { 'application/octet-stream': { schema: binary } } }
          : response.schema;
  return {
    summary: contract.summary,
    tags: [contract.tag],
    ...(contract.access === 'public' ? {} : { security: [{ session: [] }] }),
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    ...(upload ? { body: uploadBodySchema(upload), consumes: ['multipart/form-data'] } : {}),
    response: { [response.status]: success, '4xx': errorBodySchema, '5xx': errorBodySchema },
  };
}
