import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './app-pages.js';
import { addVary } from './cache-headers.js';

/**
 * Levels for JSON compressed once per change and then served many times (see decision 036 for the
 * measurements): on a 76 KB trip page of 200 tips, brotli 4 takes 0.8 ms for 13.5 KB and gzip 6 takes
 * 0.7 ms for 14.7 KB, where brotli 11 would take 70 ms for 11.9 KB on every change.
 */
export const JSON_BROTLI_QUALITY = 4;
export const JSON_GZIP_LEVEL = 6;

/** Below this, compressing saves less than the headers it adds. */
const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/**
 * A JSON answer kept in memory (a cached page), with each compressed form made the first time a
 * client asks for it and kept beside it: a page read a thousand times is compressed once.
 */
export class CompressedJson {
  readonly #variants = new Map<Encoding, Buffer>();

  constructor(readonly json: string) {}

  variant(encoding: Encoding): Buffer {
    let body = this.#variants.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.json, {
              params: { [constants.BROTLI_PARAM_QUALITY]: JSON_BROTLI_QUALITY },
            })
          : gzipSync(this.json, { level: JSON_GZIP_LEVEL });
      this.#variants.set(encoding, body);
    }
    return body;
  }

  /** Sends it as the client asked: compressed here, so the compression plugin leaves it alone. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    addVary(reply.type('application/json; charset=utf-8'), 'Accept-Encoding');
    const encoding =
      this.json.length < COMPRESS_FROM_BYTES ? null : preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(this.json);
    return reply.header('content-encoding', encoding).send(this.variant(encoding));
  }
}
