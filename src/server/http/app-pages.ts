import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from './cache-headers.js';
import { withLinkCardHead } from './link-card-head.js';

interface Page {
  plain: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

export type AppPages = ReturnType<typeof loadAppPages>;

/**
 * The built HTML pages, read and compressed once at start-up. They are sent for client-side routes
 * from the not-found handler, which the compression plugin does not cover (it hooks routes), and
 * the prerendered landing page is big enough for compression to matter on a phone.
 */
export function loadAppPages(webDir: string, names: readonly string[]) {
  const pages = new Map<string, Page>();
  for (const name of names) {
    const file = path.join(webDir, name);
    if (existsSync(file)) pages.set(name, pageOf(readFileSync(file)));
  }
  return {
    has: (name: string) => pages.has(name),
    /** Adds `name`, made once from the built page `from` by `change`; nothing when `from` is missing. */
    derive(name: string, from: string, change: (html: string) => string) {
      const source = pages.get(from);
      if (source) pages.set(name, pageOf(Buffer.from(change(source.plain.toString('utf8')))));
    },
    /** The page's HTML as built, or null without it. */
    source: (name: string) => pages.get(name)?.plain.toString('utf8') ?? null,
    /** Sends the page, with `head` (a link's card, link-card-head.ts) in place of its title when given. */
    send(request: FastifyRequest, reply: FastifyReply, name: string, head?: string) {
      const page = pages.get(name) ?? pages.get('index.html');
      if (!page) throw new Error(`The built app has no ${name}.`);
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
      addVary(addVary(reply, 'Accept-Encoding'), 'Cookie');
      if (head) {
        // A few kilobytes made for the link as it is now, compressed as they are sent.
        const plain = Buffer.from(withLinkCardHead(page.plain.toString('utf8'), head));
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(encoding ? compressedQuickly(plain, encoding) : plain);
      }
      reply.header('etag', page.etag);
      if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding ? page[encoding] : page.plain);
    },
  };
}

/** For a page made per request: levels that take well under a millisecond for a few kilobytes. */
function compressedQuickly(plain: Buffer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'gzip') return gzipSync(plain, { level: 6 });
  return brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
}

function pageOf(plain: Buffer): Page {
  return {
    plain,
    gzip: gzipSync(plain, { level: 9 }),
    br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
  };
}

/** br or gzip when the client takes it (a q of 0 refuses an encoding), else none. */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [token = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (token && !refused) accepted.add(token);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}
