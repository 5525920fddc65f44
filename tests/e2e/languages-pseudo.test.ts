import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../src/shared/i18n/locales.js';
import { accountInContext } from './support/accounts';
import { desktopViewport, mobileViewport } from './support/browser';
import { firstDatabase, useE2eEnvironment, type E2eEnvironment } from './support/environment';
import { guidebooksApi } from './support/guidebooks';
import { sharingApi } from './support/sharing';
import { tripsApi } from './support/trips';

/**
 * Words that stay as they are in every language: the brand, the names of formats, services and data
 * sources, and each language's own name in the picker.
 */
const KEPT = new Set(
  (
    'Tiplist JSON CSV GPX KML GeoJSON ZIP ntfy Slack Discord Google Maps Earth My OpenStreetMap OSM MapLibre ' +
    'Natural GeoNames CC BY SA ODbL Photon Apple Organic OsmAnd Enter English Español Português Français ' +
    'Deutsch Italiano webhook Webhook URL Markdown HTTPS ' +
    // Dates and numbers are formatted by Intl in English in the test language, as in English.
    'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec January February March April June July August ' +
    'September October November December'
  ).split(' '),
);

/** What a page shows a person that is not in a test language: text nodes and the labels read out. */
function untranslatedOn(page: Page, kept: string[]): Promise<string[]> {
  return page.evaluate((keptWords) => {
    const keep = new Set(keptWords);
    // Words of English letters that are not kept; addresses, links, file names and shortcuts left out.
    const english = (text: string) =>
      (
        text
          .replace(/\S+@\S+|https?:\/\/\S+|[\w.-]+\.(json|csv|gpx|kml|geojson|zip)\b|\balt\+\w\b/gi, '')
          .match(/[\p{L}\p{M}]+/gu) ?? []
      ).filter((word) => /[A-Za-z]{2}/.test(word) && !keep.has(word));
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        style.display !== 'none' && style.visibility !== 'hidden' && !element.closest('[aria-hidden="true"]')
      );
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const skipped = 'script, style, noscript, [dir="auto"], bdi, [translate="no"], .maplibregl-map';
      if (!element || element.closest(skipped)) continue;
      if (!shown(element)) continue;
      const text = node.textContent?.trim() ?? '';
      if (english(text).length) found.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (!shown(element) || element.closest('[translate="no"], .maplibregl-map')) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name) ?? '';
        if (english(value).length) found.push(`${name}="${value}"`);
      }
    }
    return [...new Set(found)];
  }, kept);
}

/**
 * Catalogue texts a box cuts off: an element holding such a text itself, its content wider than it and
 * hidden, or ended with an ellipsis.
 */
function clippedOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const accented = /[áçðéĝĥîĵķļɱñöþǫŕšţûṽŵẋýž⟦]/;
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
      if (!own.some((node) => accented.test(node.textContent ?? ''))) continue;
      if (element.closest('[aria-hidden="true"], .sr-only')) continue;
      const text = element.textContent;
      const style = getComputedStyle(element);
      const cuts = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      if (cuts && element.scrollWidth > element.clientWidth + 1) found.push(text.trim().slice(0, 80));
    }
    return [...new Set(found)];
  });
}

/** A browser that has chosen the accented, 40 % longer test language. */
async function pseudoBrowser(env: E2eEnvironment, context?: BrowserContext): Promise<BrowserContext> {
  const chosen = context ?? (await env.newContext());
  await chosen.addCookies([{ name: LANGUAGE_COOKIE, value: 'en-XA', url: env.serverUrl }]);
  return chosen;
}

// Text is the same whichever database stands behind it: checked once (decision 026).
describe(`every page in a test language on ${firstDatabase()} (decision 068)`, () => {
  const env = useE2eEnvironment(firstDatabase());

  it('shows no text left out of the catalogues and clips none, at 1280 and 375 px', async () => {
    const owner = await pseudoBrowser(env());
    // What a person typed is theirs, in any language: written here with letters no test language changes.
    await accountInContext(owner, env(), { first_name: 'Ånå', last_name: 'Šîłvå' });
    const trips = tripsApi(owner, env().serverUrl);
    const trip = await trips.createTrip('Ļîšƀöå');
    const [tip] = await trips.addTips(trip.id, [
      { category: 'eat', content: 'Þåšţéîš ðé ñåţå' },
      { category: 'do', content: 'Ţŕåɱ ƀý ñîĝĥţ' },
    ]);
    const guidebooks = guidebooksApi(owner, env().serverUrl);
    const book = await guidebooks.create('Ļîšƀöå šłöŵłý', 'Ļîšƀöå');
    const bookLink = await guidebooks.share(book.id);
    const sharing = sharingApi(owner, env().serverUrl);
    if (tip) await sharing.favorite(tip.id);
    const favorites = await sharing.shareFavorites(trip.id);

    // A companion who edits the trip, and an invite a visitor opens (decision 069).
    const headers = { Origin: env().serverUrl };
    const invite = async () => {
      const made = await owner.request.post(`${env().serverUrl}/api/trips/${trip.id}/invites`, {
        data: { role: 'editor' },
        headers,
      });
      return ((await made.json()) as { invite_url: string }).invite_url.split('/').pop() ?? '';
    };
    const companion = await pseudoBrowser(env());
    await accountInContext(companion, env(), { first_name: 'Ŕûî' });
    await companion.request.post(`${env().serverUrl}/api/invites/${await invite()}`, { data: {}, headers });

    const visitor = await pseudoBrowser(env());
    const pages: [BrowserContext, string][] = [
      [visitor, `/join/${await invite()}`],
      [companion, '/dashboard'],
      [companion, `/trip/${trip.id}`],
      [visitor, '/'],
      [visitor, '/auth'],
      [visitor, `/hello/${trip.id}`],
      [visitor, `/shared-guidebook/${bookLink.share_token}`],
      [visitor, `/shared-favorites/${favorites.share_token}`],
      [visitor, '/no-such-page'],
      [owner, '/dashboard'],
      [owner, '/create-trip'],
      [owner, `/trip/${trip.id}`],
      [owner, `/trip/${trip.id}/map`],
      [owner, '/guidebooks'],
      [owner, '/create-guidebook'],
      [owner, `/guidebook/${book.id}`],
      [owner, '/profile'],
    ];
    const problems: string[] = [];
    for (const [context, path] of pages) {
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => document.documentElement.lang === 'en-XA');
      for (const viewport of [desktopViewport, mobileViewport]) {
        await page.setViewportSize(viewport);
        const size = `${viewport.width} px`;
        for (const text of await untranslatedOn(page, [...KEPT]))
          problems.push(`${path} (${size}) untranslated: ${text}`);
        for (const text of await clippedOn(page)) problems.push(`${path} (${size}) clipped: ${text}`);
      }
      await page.close();
    }
    expect(problems).toEqual([]);
  });
});
