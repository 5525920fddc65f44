import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { Translate } from '../../shared/i18n/translate.js';
import { escapeHtml as e } from '../mail/mail-text.js';
import { htmlInLanguage } from './page-language.js';

/*
 * The few pages the server draws whole, with no React: a friend's follow page and the pages that mailed
 * links open (decision 062). They sit in the built follow.html, whose CSS is the app's own; every text
 * anyone typed goes through `e`. Each is drawn in its visitor's language (decision 068).
 */

/** The document around a drawing when the build has no follow.html (a server run from source). */
const PLAIN_DOCUMENT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <meta name="referrer" content="same-origin" />
    <title>Tiplist</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const header = (t: Translate) => `<header class="border-b border-slate-200/70 bg-white/90">
  <div class="mx-auto flex h-16 max-w-3xl items-center px-4 sm:px-6">
    <a href="/" aria-label="${e(t('follow.drawn.homeLabel'))}" class="inline-flex items-center gap-2.5 rounded-xl">
      <img src="/favicon.svg" alt="" width="32" height="32" class="size-8" />
      <span class="text-xl font-extrabold tracking-tight text-slate-900">Tiplist</span>
    </a>
  </div>
</header>`;

export const CARD = 'rounded-3xl border border-slate-200/80 bg-white shadow-card';
const BUTTON =
  'inline-flex h-11 cursor-pointer items-center justify-center rounded-full px-5 text-sm font-semibold';
export const PRIMARY_BUTTON = `${BUTTON} bg-brand-700 text-white shadow-sm hover:bg-brand-800`;
export const DANGER_BUTTON = `${BUTTON} bg-white text-red-700 shadow-sm ring-1 ring-red-200 hover:bg-red-50`;

export interface DrawnPage {
  title: string;
  /** What goes in the page's root, under the Tiplist header. */
  markup: string;
  status?: number;
  /** Whether the page keeps the follow page's script; a page that only says something needs none. */
  live?: boolean;
}

/**
 * Draws pages into the built document. A token is in every such page's address, so no answer may be kept
 * by a cache, found by a search engine or named in a Referer to another site.
 */
export function drawnPages(webDir: string | undefined) {
  const file = webDir ? path.join(webDir, 'follow.html') : null;
  const template = file && existsSync(file) ? readFileSync(file, 'utf8') : PLAIN_DOCUMENT;
  const still = template.replace(/<script\b[^>]*>[^<]*<\/script>\s*/g, '');
  return {
    /** The page, its texts already in `t`'s language, which its `<html lang dir>` and header speak too. */
    send(reply: FastifyReply, page: DrawnPage, t: Translate) {
      const body = `<div class="flex min-h-dvh flex-col">${header(t)}${page.markup}</div>`;
      const title = t('follow.drawn.title', { title: page.title });
      const drawn = (page.live ? template : still)
        .replace(/<title\b[^>]*>[^<]*<\/title>/, () => `<title>${e(title)}</title>`)
        .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
      const html = htmlInLanguage(drawn, t.locale);
      return reply
        .status(page.status ?? 200)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('referrer-policy', 'same-origin')
        .send(html);
    },
  };
}

export type DrawnPages = ReturnType<typeof drawnPages>;

/** A paragraph of our own words, one of them a link. */
export interface LinkedText {
  before: string;
  link: { href: string; label: string };
  after: string;
}

/** Draws a message's `<link>` tag (`t.rich(key, { link: linkTo(href) })`) for `linkedText`. */
export const linkTo =
  (href: string) =>
  (label: string): LinkedText['link'] => ({ href, label });

/** A message with one `<link>` tag, drawn by `linkTo`, as a paragraph: one sentence, never pieces of one. */
export function linkedText(parts: readonly unknown[]): LinkedText | string {
  const at = parts.findIndex((part) => typeof part === 'object' && part !== null);
  const drawn = parts[at] as LinkedText['link'] | undefined;
  if (!drawn) return parts.join('');
  const linked: LinkedText = {
    before: parts.slice(0, at).join(''),
    link: drawn,
    after: parts.slice(at + 1).join(''),
  };
  return linked;
}

export interface MessagePage {
  heading: string;
  paragraphs: Array<string | LinkedText>;
  /** A button that posts the given fields to the page's own address: opening a link changes nothing. */
  form?: { button: string; fields?: Record<string, string> };
}

const paragraph = (text: string | LinkedText) =>
  typeof text === 'string'
    ? `<p class="mt-3 text-slate-600">${e(text)}</p>`
    : `<p class="mt-3 text-slate-600">${e(text.before)}<a class="font-semibold text-brand-700 underline" href="${e(text.link.href)}">${e(text.link.label)}</a>${e(text.after)}</p>`;

/** A page that says one thing, and may offer one button. */
export function messageMarkup({ heading, paragraphs, form }: MessagePage): string {
  const fields = Object.entries(form?.fields ?? {})
    .map(([name, value]) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`)
    .join('');
  const button = form
    ? `<form method="post" class="mt-6">${fields}<button type="submit" class="${PRIMARY_BUTTON}">${e(form.button)}</button></form>`
    : '';
  return `<main id="drawn-message" class="mx-auto flex w-full max-w-md flex-1 flex-col items-center px-4 py-16 text-center">
  <h1 class="text-2xl font-extrabold tracking-tight text-balance">${e(heading)}</h1>
  ${paragraphs.map(paragraph).join('\n  ')}
  ${button}
</main>`;
}
