import fc from 'fast-check';

/** A request body exactly as it goes on the wire: text, or bytes that need not be valid UTF-8. */
export type RawBody = string | Buffer;

const MEGABYTE = 1024 * 1024;
/** Deeper than any recursive parser or validator should be allowed to go on the stack. */
const DEEP = 5000;

/** JSON text nested `depth` levels deep, built as text: building it as a value would be the test's own stack at risk. */
export const nestedArrays = (depth = DEEP): string => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
export const nestedObjects = (depth = DEEP): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const megabyteString = 'x'.repeat(MEGABYTE);

/** Values that break a careless type check, coercion or string handler, whatever type a field expects. */
export const hostileScalars: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  Number.MIN_VALUE,
  '',
  ' ',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  'null',
  'true',
  '[object Object]',
  '\u0000',
  'nul\u0000byte',
  // Lone surrogates: JSON.stringify writes them as \ud800 escapes, so they reach the parser as such.
  '\ud800',
  'tail\udfff',
  '\u202Egnp.exe',
  '\u200b\ufeff',
  'é́́́́́́́́́́́',
  '../../etc/passwd',
  '%00%2e%2e%2f',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'a'.repeat(10_000),
  megabyteString,
];

/** Keys a server might trust, look up on a prototype, or pass on to the database. */
export const hostileKeys: readonly string[] = [
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '__defineGetter__',
  '',
  ' ',
  'id',
  'user_id',
  'role',
  'share_token',
  'created_at',
  'nul\u0000key',
  'a.b',
  '$where',
];

/**
 * Objects whose prototype-polluting keys are their own properties. Parsed from JSON text: written as
 * object literals, `__proto__` would set the prototype instead of adding a key.
 */
export const prototypeMembers: readonly Record<string, unknown>[] = [
  '{"__proto__":{"role":"admin","polluted":true}}',
  '{"__proto__":null}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"prototype":{"polluted":true}}',
].map((text) => JSON.parse(text) as Record<string, unknown>);

/** Any value, of any type and shape, built from the hostile scalars. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: fc.constantFrom(...hostileScalars) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    fc.double(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...hostileKeys), fc.string()), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** JSON value texts that a value cannot express (-0, overflow, 2^53+1 exactly) or that are huge. */
const rawValues: readonly string[] = [
  '-0',
  '1e308',
  '1e309',
  '-1e400',
  '1e-400',
  '9007199254740993',
  '0x10',
  'NaN',
  '"\\ud800"',
  '"\\udc00\\ud800"',
  '"a\\u0000b"',
  '"\\u202e"',
  nestedArrays(),
  nestedObjects(),
  `"${megabyteString}"`,
  `[${'1,'.repeat(50_000)}1]`,
];

/** Bytes that are not UTF-8: a broken sequence, an overlong slash, an encoded surrogate, a stray continuation. */
export const invalidUtf8: readonly Buffer[] = [
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0x80, 0xbf, 0xfe, 0xff]),
  Buffer.from([0xf4, 0x90, 0x80, 0x80]),
];

const bytesInString = (field: string, bytes: Buffer): Buffer =>
  Buffer.concat([Buffer.from(`{${JSON.stringify(field)}:"`), bytes, Buffer.from('"}')]);

/** Whole bodies that no schema could have produced. */
const fixedBodies: readonly RawBody[] = [
  '',
  ' ',
  'null',
  '0',
  '-0',
  '"text"',
  '[]',
  '{}',
  '{',
  '{"a":}',
  '{}{}',
  '{"a":1,"a":{"b":2}}',
  '\ufeff{}',
  'NaN',
  '1e309',
  nestedArrays(),
  nestedObjects(),
  // A literal NUL (not the escape) inside a string is not JSON.
  '{"a":"x\u0000y"}',
  JSON.stringify({ a: megabyteString }),
  Buffer.from('{"a":"b"}', 'utf16le'),
  ...invalidUtf8,
];

/** Hostile bodies, aimed at the route's own field names where it has some. */
export function hostileRawBodies(fields: readonly string[]): fc.Arbitrary<RawBody> {
  const names = fields.length > 0 ? fields : ['a'];
  return fc.oneof(
    fc.constantFrom(...fixedBodies),
    fc
      .tuple(fc.constantFrom(...names), fc.constantFrom(...rawValues))
      .map(([field, value]) => `{${JSON.stringify(field)}:${value}}`),
    fc
      .tuple(fc.constantFrom(...names), fc.constantFrom(...invalidUtf8))
      .map(([field, bytes]) => bytesInString(field, bytes)),
  );
}

/** Path segments, sent as they are: an encoded NUL, a broken escape, traversal, overlong, lone surrogate. */
export const rawPathSegments: readonly string[] = [
  '%00',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '.',
  '%20',
  'a'.repeat(500),
  '%25',
  '__proto__',
  'constructor',
];

/** Query strings a parser may turn into arrays, nested objects or prototype writes. */
export const rawQueries: readonly string[] = [
  '__proto__=x&__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'q=a&q=b&q=c',
  'q[]=a',
  'q[a]=b',
  'q=%00',
  'q=%E0%A4%A',
  'q=%ED%A0%80',
  '&&&==',
  'q',
  `q=${'a'.repeat(20_000)}`,
  'lat=1e308&lng=-0&q=NaN',
];

/** What a client may claim its body is: mostly JSON, so that most bodies reach the parser and the schema. */
export const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'APPLICATION/JSON',
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json, text/plain',
      undefined,
    ),
  },
);
