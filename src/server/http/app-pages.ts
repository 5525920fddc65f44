import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnyLocale } from '../../shared/i18n/locales.js';
import { addVary } from './cache-headers.js';
import { withLinkCardHead } from './link-card-head.js';

interface Page {
  plain: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

export type AppPages = ReturnType<typeof loadAppPages>;

/** A built page's HTML in a language: `<html lang dir>` and its marked texts (shared/rules/localized-html.ts). */
export type LocalizePage = (html: string, locale: AnyLocale, name: string) => string;

/** `landing.html` drawn in Japanese at build time: `landing.ja.html`. */
export const pageInLanguage = (name: string, locale: AnyLocale) => name.replace(/\.html$/, `.${locale}.html`);

/**
 * The built HTML pages, read and compressed once at start-up. They are sent for client-side routes
 * from the not-found handler, which the compression plugin does not cover (it hooks routes), and
 * the prerendered landing page is big enough for compression to matter on a phone. Each is sent in the
 * request's language (decision 068): the build's drawing in that language when it made one
 * (`landing.ja.html`), else the page localized once, on its first request, and kept.
 */
export function loadAppPages(webDir: string, names: readonly string[], localize: LocalizePage) {
  const pages = new Map<string, Page>();
  const variants = new Map<string, Page>();
  const sources = new Map<string, string>();
  for (const name of names) {
    const file = path.join(webDir, name);
    if (existsSync(file)) pages.set(name, pageOf(readFileSync(file)));
  }
  const inLanguage = (name: string, locale: AnyLocale): Page | undefined => {
    const key = `${locale}/${name}`;
    const known = variants.get(key);
    if (known) return known;
    const drawn = existsSync(path.join(webDir, pageInLanguage(name, locale)))
      ? readFileSync(path.join(webDir, pageInLanguage(name, locale)), 'utf8')
      : pages.get(name)?.plain.toString('utf8');
    if (drawn === undefined) return undefined;
    const page = pageOf(Buffer.from(localize(drawn, locale, name)));
    variants.set(key, page);
    return page;
  };
  return {
    has: (name: string) => pages.has(name),
    /** Adds `name`, made once from the built page `from` by `change`; nothing when `from` is missing. */
    derive(name: string, from: string, change: (html: string) => string) {
      const source = pages.get(from);
      if (source) pages.set(name, pageOf(Buffer.from(change(source.plain.toString('utf8')))));
    },
    /** The page's HTML as built, or null without it. */
    source: (name: string) => pages.get(name)?.plain.toString('utf8') ?? null,
    /** The page's HTML in `locale`, to draw into (made once per language), or null without it. */
    sourceIn(name: string, locale: AnyLocale): string | null {
      const key = `${locale}/${name}`;
      let text = sources.get(key);
      if (text === undefined) {
        const built = pages.get(name)?.plain.toString('utf8');
        if (built === undefined) return null;
        sources.set(key, (text = localize(built, locale, name)));
      }
      return text;
    },
    /**
     * Sends the page in `locale`, with `head` (a link's card, link-card-head.ts) in place of its title
     * when given. Its ETag is the variant's own.
     */
    send(request: FastifyRequest, reply: FastifyReply, name: string, locale: AnyLocale, head?: string) {
      const page = inLanguage(pages.has(name) ? name : 'index.html', locale);
      if (!page) throw new Error(`The built app has no ${name}.`);
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
      addVary(addVary(addVary(reply, 'Accept-Encoding'), 'Cookie'), 'Accept-Language');
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
