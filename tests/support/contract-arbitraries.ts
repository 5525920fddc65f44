import fc from 'fast-check';
import { z } from 'zod';
import {
  contentType,
  hostileKeys,
  hostileRawBodies,
  hostileValue,
  prototypeMembers,
  rawPathSegments,
  rawQueries,
  type RawBody,
} from './hostile-inputs.js';

/** The part of JSON Schema that the contracts' input schemas use. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

/** What a contract accepts, as JSON Schema: the input side, before defaults and transforms. */
export function inputSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Long enough to pass or just miss a length check; longer strings come from the hostile values. */
const MAX_GENERATED_LENGTH = 40;

/** Text that passes a length check but carries what a database or a display may not take. */
const awkwardText = ['a\u0000b', 'x\ud800y', '\udc00', '\u202Eabc', 'zero\u200bwidth', 'e\u0301\u0301\u0301'];

/** The awkward texts, padded to pass the length check, so that the characters are what the server meets. */
function awkwardWithin(minLength: number, maxLength: number): fc.Arbitrary<string>[] {
  const fitting = awkwardText
    .map((text) => text.padEnd(minLength, 'p'))
    .filter((text) => text.length <= maxLength);
  return fitting.length > 0 ? [fc.constantFrom(...fitting)] : [];
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(
    minLength,
    Math.min(schema.maxLength ?? MAX_GENERATED_LENGTH, MAX_GENERATED_LENGTH),
  );
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    ...awkwardWithin(minLength, schema.maxLength ?? Infinity),
    // Just past the limit, where off-by-one checks live.
    ...(schema.maxLength !== undefined ? [fc.constant('z'.repeat(schema.maxLength + 1))] : []),
  );
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e6;
  const max = schema.maximum ?? 1e6;
  const inRange = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
  return fc.oneof(inRange, fc.constantFrom(min - 1, max + 1, min, max, 0.5));
}

/**
 * A value shaped like the schema, wrong at random places: each node is sometimes replaced by a
 * hostile value, required members are sometimes dropped, and unknown or prototype members added.
 */
export function shapeOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const typed = typedShapeOf(schema, depth);
  return fc.oneof({ weight: 8, arbitrary: typed }, { weight: 1, arbitrary: hostileValue });
}

function typedShapeOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((member) => shapeOf(member, depth + 1)));
  switch (schema.type) {
    case 'object':
      return objectFor(schema, depth);
    case 'array':
      return fc.array(shapeOf(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return hostileValue;
  }
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const members = Object.fromEntries(
    Object.entries(properties).map(([key, member]) => [
      key,
      // The input schema cannot say "e-mail" (it is a refinement): name the field, get real addresses too.
      key.includes('email')
        ? fc.oneof(fc.emailAddress(), shapeOf(member, depth + 1))
        : shapeOf(member, depth + 1),
    ]),
  );
  const required = schema.required ?? [];
  const complete = fc.record(members, { requiredKeys: required.filter((key) => key in properties) });
  const missing = fc.record(members, { requiredKeys: [] });
  const extra = fc.oneof(
    { weight: 6, arbitrary: fc.constant({}) },
    fc.constantFrom(...prototypeMembers),
    fc.dictionary(fc.constantFrom(...hostileKeys), hostileValue, { minKeys: 1, maxKeys: 2 }),
  );
  return fc
    .tuple(fc.oneof({ weight: 4, arbitrary: complete }, { weight: 1, arbitrary: missing }), extra)
    .map(([value, more]) => ({ ...value, ...more }));
}

/** The body of a request: the contract's shape mutated and written as JSON, or hostile text and bytes. */
export function bodyFor(schema: JsonSchema | undefined): fc.Arbitrary<RawBody> {
  const fields = Object.keys(schema?.properties ?? {});
  const shaped = schema ? shapeOf(schema) : hostileValue;
  return fc.oneof(
    { weight: 3, arbitrary: shaped.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: hostileRawBodies(fields) },
  );
}

const queryValue = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(queryValue);
  if (value !== null && typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
};

/** A query string: the contract's shape mutated (arrays become repeated keys), or a hostile one. */
export function queryFor(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const shaped = (schema ? shapeOf(schema) : hostileValue).map((value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return '';
    const search = new URLSearchParams();
    for (const [key, member] of Object.entries(value)) {
      for (const text of queryValue(member)) search.append(key, text);
    }
    return search.toString();
  });
  return fc.oneof(
    { weight: 4, arbitrary: shaped },
    { weight: 1, arbitrary: fc.constantFrom(...rawQueries) },
    { weight: 1, arbitrary: fc.constant('') },
  );
}

/** Hostile scalars as they can stand in a path, made text. */
const pathScalars = [
  '0',
  '-1',
  '1e308',
  'NaN',
  'null',
  'undefined',
  '\u0000',
  '\u202Eevil',
  '\ud800',
  ' ',
  '{}',
];

/** A lone surrogate cannot be percent-encoded as UTF-8: it goes as the bytes of one, which a parser must refuse. */
const encodeSegment = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

/** A path parameter: a real id of the seeded data (by name), a well-formed stranger's, or a hostile segment. */
export type ParamValue = { real: string } | { encoded: string };

export function paramFor(
  schema: JsonSchema | undefined,
  realKeys: readonly string[],
): fc.Arbitrary<ParamValue> {
  const wellFormed = schema ? stringFor(schema) : fc.string({ minLength: 1 });
  const encoded = fc.oneof(
    wellFormed,
    fc.constantFrom(...pathScalars),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  );
  return fc.oneof(
    ...(realKeys.length > 0
      ? [{ weight: 3, arbitrary: fc.constantFrom(...realKeys).map((real) => ({ real })) }]
      : []),
    { weight: 2, arbitrary: encoded.map((text) => ({ encoded: encodeSegment(text) })) },
    { weight: 1, arbitrary: fc.constantFrom(...rawPathSegments).map((raw) => ({ encoded: raw })) },
  );
}

export interface FuzzedRequest {
  params: Record<string, ParamValue>;
  query: string;
  body: RawBody | undefined;
  contentType: string | undefined;
}

/** Everything a client controls in one request to a route, from the route's own schemas. */
export function requestFor(
  parts: { params?: unknown; querystring?: unknown; body?: unknown },
  pathParams: readonly string[],
  realKeysOf: (param: string) => readonly string[],
  sendsBody: boolean,
): fc.Arbitrary<FuzzedRequest> {
  const params = inputSchemaOf(parts.params);
  const paramArbitraries = Object.fromEntries(
    pathParams.map((name) => [name, paramFor(params?.properties?.[name], realKeysOf(name))]),
  );
  const body = bodyFor(inputSchemaOf(parts.body));
  return fc.record({
    params: fc.record(paramArbitraries),
    query: queryFor(inputSchemaOf(parts.querystring)),
    // A body on GET or DELETE is sent now and then: the server must ignore or refuse it, not trip on it.
    body: sendsBody ? body : fc.option(body, { freq: 4, nil: undefined }),
    contentType,
  });
}
