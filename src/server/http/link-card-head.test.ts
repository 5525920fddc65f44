import { beforeAll, describe, expect, it } from 'vitest';
import { serverTexts } from '../mail/server-texts.js';
import { genericCard, linkCardHead, withLinkCardHead, type LinkCard } from './link-card-head.js';

describe('a link card in a page', () => {
  const card = {
    title: 'Ana $& needs your tips for Lisbon',
    description: 'Where to eat',
    url: 'https://tips.example.org/rec/abc',
    image: null,
  };
  let generic: LinkCard;
  beforeAll(async () => {
    generic = genericCard(await serverTexts('en'));
  });

  it('takes the place of the page’s title, and of nothing else', () => {
    const page =
      '<html><head><meta charset="UTF-8" /><title data-t="pages.friend.title">Share your travel tips</title></head><body></body></html>';
    const html = withLinkCardHead(page, linkCardHead(card));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Ana $&#38; needs your tips for Lisbon</title>');
    expect(html).toContain('<meta property="og:url" content="https://tips.example.org/rec/abc" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('goes before the end of a head without a title, and leaves a page without a head as it is', () => {
    const head = linkCardHead(generic);
    expect(withLinkCardHead('<head><meta charset="UTF-8"></head><body>', head)).toMatch(
      /<head><meta charset="UTF-8">\s+<title>Tiplist<\/title>[^]*<\/head><body>/,
    );
    expect(withLinkCardHead('<body>Hi</body>', head)).toBe('<body>Hi</body>');
  });

  it('has no address without one to give', () => {
    expect(generic.description).toBe(
      'Travel tips from the people you trust: ask your friends, keep the best, see them on a map.',
    );
    expect(linkCardHead(generic)).not.toContain('og:url');
    expect(linkCardHead(generic)).not.toContain('og:image');
  });
});
