import type { Translate } from '../../shared/i18n/translate.js';
import { escapeHtml } from '../mail/mail-text.js';

/**
 * What a chat app shows for a link (Open Graph and Twitter tags), read from the page the server sends: link
 * unfurlers run no script. Addresses are absolute, so they are given only under PUBLIC_URL (decision 003:
 * no origin is taken from a request's headers).
 */
export interface LinkCard {
  /** The page's `<title>` and the card's title. */
  title: string;
  description: string;
  /** The page's absolute address; null without PUBLIC_URL. */
  url: string | null;
  /** The card's picture: its absolute address and size; null when there is none to give. */
  image: { url: string; width: number; height: number; alt: string } | null;
}

/**
 * The card of a link that leads nowhere (revoked, expired, unknown): it names no one and no place, so it
 * speaks the language of whoever asks (`t`), as the page does.
 */
export const genericCard = (t: Translate): LinkCard => ({
  title: 'Tiplist',
  description: t('cards.generic.description'),
  url: null,
  image: null,
});

/** The card as tags for a page's `<head>`, with its `<title>`; every text escaped. */
export function linkCardHead(card: LinkCard): string {
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', 'Tiplist'],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', card.title],
    ['property', 'og:description', card.description],
    ['name', 'twitter:card', card.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', card.title],
    ['name', 'twitter:description', card.description],
  ];
  if (card.url) tags.push(['property', 'og:url', card.url]);
  if (card.image) {
    tags.push(
      ['property', 'og:image', card.image.url],
      ['property', 'og:image:type', 'image/png'],
      ['property', 'og:image:width', String(card.image.width)],
      ['property', 'og:image:height', String(card.image.height)],
      ['property', 'og:image:alt', card.image.alt],
      ['name', 'twitter:image', card.image.url],
    );
  }
  const meta = tags.map(
    ([kind, name, content]) => `<meta ${kind}="${name}" content="${escapeHtml(content)}" />`,
  );
  return [`<title>${escapeHtml(card.title)}</title>`, ...meta].join('\n    ');
}

/**
 * A built page with `head` in place of its `<title>` (marked with its message's key or not); a page
 * without one gets it before `</head>`.
 */
export function withLinkCardHead(html: string, head: string): string {
  const title = /<title\b[^>]*>[^<]*<\/title>/.exec(html);
  if (title) return html.slice(0, title.index) + head + html.slice(title.index + title[0].length);
  return html.replace('</head>', () => `    ${head}\n  </head>`);
}
