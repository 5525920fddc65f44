import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { hasBrokenText } from './broken-text.js';
import { useContractSchemas } from './contract-schemas.js';
import { uploadBodySchema } from './uploads.js';

/** A file's bytes that record whether anything enumerated them as an object's entries. */
function watchedFile(bytes: number) {
  const file = Buffer.alloc(bytes, 0x41);
  const seen = { walked: false };
  Object.defineProperty(file, 'entriesRead', {
    enumerable: true,
    get: () => {
      seen.walked = true;
      return '';
    },
  });
  return { file, seen };
}

describe('the text check of request bodies', () => {
  it('finds half a surrogate pair in a value or a key, at any depth', () => {
    expect(hasBrokenText({ a: [{ b: 'fine \uD83E\uDD67' }] })).toBe(false);
    expect(hasBrokenText({ a: [{ b: 'broken \uD800' }] })).toBe(true);
    expect(hasBrokenText({ a: { '\uDC00': 1 } })).toBe(true);
  });

  it('never walks an uploaded file as text: the validator passes its bytes on unread', () => {
    const app = Fastify();
    useContractSchemas(app);
    const schema = uploadBodySchema({ field: 'file', maxBytes: 5 * 1024 * 1024 });
    const compile = app.validatorCompiler;
    if (!compile) throw new Error('useContractSchemas set no validator compiler');
    const validate = compile({ schema, method: 'POST', url: '/upload', httpPart: 'body' });
    const { file, seen } = watchedFile(5 * 1024 * 1024);
    const result = validate({ file }) as { value?: z.infer<typeof schema>; error?: unknown };
    expect(result.error).toBeUndefined();
    expect(seen.walked).toBe(false);
    expect(hasBrokenText({ file })).toBe(false);
    expect(seen.walked).toBe(false);
  });
});
