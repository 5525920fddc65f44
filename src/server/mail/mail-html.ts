import { escapeHtml } from './mail-text.js';

/** Markup made by our own code, kept as it is when a message's parts are written as HTML. */
class Markup {
  constructor(readonly html: string) {}
}

/** A message's tag drawn as our own markup around its text, escaped. */
export const tagged =
  (open: string, close: string) =>
  (chunks: string): Markup =>
    new Markup(`${open}${escapeHtml(chunks)}${close}`);

/** A message's `<link>` tag as a link to `href`. */
export const linkTo = (href: string) => tagged(`<a href="${escapeHtml(href)}">`, '</a>');

/**
 * A message's parts (`t.rich`) as HTML: every text, the catalogue's and what people typed, escaped once;
 * the markup its tags made kept.
 */
export const htmlOf = (parts: readonly unknown[]): string =>
  parts.map((part) => (part instanceof Markup ? part.html : escapeHtml(String(part)))).join('');
