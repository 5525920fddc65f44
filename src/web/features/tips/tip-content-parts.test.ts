import { describe, expect, it } from 'vitest';
import { SOURCE_LOCALE } from '../../../shared/i18n/locales.js';
import { translatorOf } from '../../../shared/i18n/messages.js';
import {
  layoutTipContent,
  openStreetMapUrl,
  safeWebUrl,
  trimUrlEnd,
  UNKNOWN_PLACE_KEY,
} from './tip-content-parts';

const noPlace = { place_name: null, latitude: null, longitude: null };

describe('links', () => {
  it('turns bare http and https urls into links, leaving sentence punctuation outside', () => {
    expect(layoutTipContent('See https://example.com/a?b=1. Or http://x.org!').parts).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'http://x.org', href: 'http://x.org/' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('turns markdown-style links into labelled links', () => {
    expect(layoutTipContent('Book [the ryokan](https://ryokan.jp/book) early').parts).toEqual([
      { kind: 'text', text: 'Book ' },
      { kind: 'link', text: 'the ryokan', href: 'https://ryokan.jp/book' },
      { kind: 'text', text: ' early' },
    ]);
  });

  it('shows the real host beside a label that names another site', () => {
    const [link] = layoutTipContent('[https://good.example](https://evil.example/login)').parts;
    expect(link).toEqual({
      kind: 'link',
      text: 'https://good.example (evil.example)',
      href: 'https://evil.example/login',
    });
    expect(layoutTipContent('[Pay at bank.example now](https://evil.example)').parts[0]?.text).toBe(
      'Pay at bank.example now (evil.example)',
    );
    // A look-alike letter is shown as the host really is.
    expect(layoutTipContent('[apple.com](https://аpple.com)').parts[0]?.text).toBe(
      'apple.com (xn--pple-43d.com)',
    );
    // A label naming the target's own host, or no host at all, reads as it was written.
    expect(layoutTipContent('[ryokan.jp](https://ryokan.jp/book)').parts[0]?.text).toBe('ryokan.jp');
    expect(layoutTipContent('[https://RYOKAN.jp/](https://ryokan.jp/book)').parts[0]?.text).toBe(
      'https://RYOKAN.jp/',
    );
    expect(layoutTipContent('[Book now, 3.5 stars](https://ryokan.jp)').parts[0]?.text).toBe(
      'Book now, 3.5 stars',
    );
  });

  it('keeps balanced parentheses in urls and drops an unmatched closing one', () => {
    expect(trimUrlEnd('https://en.wikipedia.org/wiki/Rome_(city)')).toBe(
      'https://en.wikipedia.org/wiki/Rome_(city)',
    );
    expect(trimUrlEnd('https://example.com/a)')).toBe('https://example.com/a');
    expect(layoutTipContent('(see https://example.com/a)').parts[1]).toEqual({
      kind: 'link',
      text: 'https://example.com/a',
      href: 'https://example.com/a',
    });
  });

  it('leaves javascript:, data: and relative links as plain text', () => {
    for (const content of [
      '[click](javascript:alert(1))',
      '[click](javascript:alert)',
      'javascript:alert(1)',
      '[x](data:text/html,hi)',
      '[x](/admin)',
    ]) {
      expect(layoutTipContent(content).parts).toEqual([{ kind: 'text', text: content }]);
    }
    expect(safeWebUrl('JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeWebUrl('https://ok.example')).toBe('https://ok.example/');
  });

  it('shows html and images as text', () => {
    const html = '<script>alert(1)</script><img src=x onerror=alert(1)> <a href="https://evil.example">x</a>';
    const parts = layoutTipContent(html).parts;
    expect(
      parts
        .filter((part) => part.kind === 'text')
        .map((part) => part.text)
        .join(''),
    ).toContain('<script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(parts.find((part) => part.kind === 'link')?.href).toBe('https://evil.example/');
    expect(layoutTipContent('![cat](https://example.com/cat.png)').parts).toEqual([
      { kind: 'text', text: '![cat](https://example.com/cat.png)' },
    ]);
  });
});

describe('places', () => {
  const place = { place_name: 'Shinjuku Gyoen', latitude: 35.6852, longitude: 139.71 };
  const mapUrl = 'https://www.openstreetmap.org/?mlat=35.6852&mlon=139.71#map=17/35.6852/139.71';

  it('builds OpenStreetMap links at the coordinates', () => {
    expect(openStreetMapUrl(35.6852, 139.71)).toBe(mapUrl);
  });

  it('links the place where the page says, in the text or on the chip', () => {
    const tripMap = '/trip/t1/map?tip=r1';
    expect(layoutTipContent('Picnic in Shinjuku Gyoen', place, tripMap).parts[1]).toEqual({
      kind: 'place',
      text: 'Shinjuku Gyoen',
      href: tripMap,
    });
    expect(layoutTipContent('A picnic', place, tripMap).placeChip).toEqual({
      label: 'Shinjuku Gyoen',
      href: tripMap,
    });
  });

  it('links the first mention of the place name, case-insensitively', () => {
    expect(layoutTipContent('Picnic in shinjuku gyoen, then Shinjuku Gyoen again', place)).toEqual({
      parts: [
        { kind: 'text', text: 'Picnic in ' },
        { kind: 'place', text: 'shinjuku gyoen', href: mapUrl },
        { kind: 'text', text: ', then Shinjuku Gyoen again' },
      ],
      placeChip: null,
    });
  });

  it('treats special characters in the name literally', () => {
    const odd = { ...place, place_name: 'Bar (No. 1)+' };
    expect(layoutTipContent('Go to Bar (No. 1)+ tonight', odd).parts[1]).toMatchObject({
      kind: 'place',
      text: 'Bar (No. 1)+',
    });
  });

  it('shows a place chip when the name is not in the text, "Unknown Place" when there is no name', () => {
    expect(layoutTipContent('Great gardens', place).placeChip).toEqual({
      label: 'Shinjuku Gyoen',
      href: mapUrl,
    });
    expect(layoutTipContent('Great gardens', { ...place, place_name: '  ' }).placeChip).toEqual({
      labelKey: UNKNOWN_PLACE_KEY,
      href: mapUrl,
    });
    expect(translatorOf(SOURCE_LOCALE)(UNKNOWN_PLACE_KEY)).toBe('Unknown Place');
  });

  it('does not link a name inside a web link, and offers the chip instead', () => {
    const layout = layoutTipContent('[Shinjuku Gyoen site](https://fng.or.jp)', place);
    expect(layout.parts).toEqual([{ kind: 'link', text: 'Shinjuku Gyoen site', href: 'https://fng.or.jp/' }]);
    expect(layout.placeChip).toMatchObject({ label: 'Shinjuku Gyoen' });
  });

  it('does nothing for a place without usable coordinates', () => {
    expect(layoutTipContent('Shinjuku Gyoen', { ...place, latitude: null })).toEqual({
      parts: [{ kind: 'text', text: 'Shinjuku Gyoen' }],
      placeChip: null,
    });
    expect(layoutTipContent('x', { ...place, latitude: 123 }).placeChip).toBeNull();
    expect(layoutTipContent('x', noPlace).placeChip).toBeNull();
  });
});
