import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktopViewport, mobileViewport } from './support/browser';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { ownerWithTrip } from './support/friends';
import { guidebooksApi } from './support/guidebooks';
import { inspectPage } from './support/inspect-page';
import { mapPicture, openLiveMap, PORTUGAL_TIPS } from './support/maps';
import { scriptsLoadedBy } from './support/script-bytes';

const pictureMarkers = (page: Page) => mapPicture(page).locator('[data-category]');
const liveMarkers = (page: Page) => page.locator('.maplibregl-marker button[data-category]');

/** Where each pin is on screen, by category and from the top left, to the pixel. */
async function placesOf(markers: Locator): Promise<string[]> {
  const boxes = await markers.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return `${element.getAttribute('data-category')} ${Math.round(x + width / 2)},${Math.round(y + height)}`;
    }),
  );
  return boxes.sort();
}

/** Every coordinate of two lists of places, apart by at most `pixels`. */
function near(a: string[], b: string[], pixels: number): boolean {
  const numbers = (list: string[]) => list.flatMap((entry) => entry.split(/[ ,]/).slice(1).map(Number));
  const [left, right] = [numbers(a), numbers(b)];
  return (
    left.length === right.length &&
    left.every((value, index) => Math.abs(value - (right[index] ?? 0)) <= pixels)
  );
}

describe.each(oneE2eDatabase('postgres'))('the map pages’ drawn picture on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('paints the markers before any script, and the live map takes over at the same view when reached', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Portugal');
    await api.addTips(trip.id, PORTUGAL_TIPS);
    for (const viewport of [desktopViewport, mobileViewport]) {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      let html = '';
      const scripts = await scriptsLoadedBy(page, async () => {
        const response = await page.goto(`/trip/${trip.id}/map`);
        html = (await response?.text()) ?? '';
        await page.locator('#root:not([inert])').waitFor();
      });
      // Drawn by the server: the heading, the count and the picture with its four pins are in the page itself.
      expect(html).toMatch(/4(?:<!-- -->)? (?:<!-- -->)?locations/);
      expect(html).toMatch(/<img[^>]+src="\/api\/public\/map-pictures\/\d+\/-?\d+\/-?\d+"/);
      expect(html.match(/data-category="(eat|do|parks)"/g)?.length).toBeGreaterThanOrEqual(4);
      await expect.poll(() => pictureMarkers(page).count(), { timeout: 10_000 }).toBe(4);
      expect(
        await mapPicture(page)
          .locator('img')
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
      // MapLibre waits until the person reaches for the map.
      expect(scripts.some((script) => /maplibre|tip-map/.test(script.url))).toBe(false);
      await page.screenshot({ path: `test-results/screenshots/map-picture-${viewport.width}.png` });

      const drawn = await placesOf(pictureMarkers(page));
      await openLiveMap(page);
      await expect.poll(() => liveMarkers(page).count(), { timeout: 10_000 }).toBe(4);
      const live = await placesOf(liveMarkers(page));
      expect(near(drawn, live, 2), `${drawn.join(' | ')} against ${live.join(' | ')}`).toBe(true);
      await expect.poll(() => mapPicture(page).count(), { timeout: 10_000 }).toBe(0);
      await page.screenshot({ path: `test-results/screenshots/map-picture-live-${viewport.width}.png` });
      await page.close();
    }
  });

  it('shows the list and filters the picture before the live map, and zooms out from the picture', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Portugal');
    await api.addTips(trip.id, PORTUGAL_TIPS);
    const page = await context.newPage();
    await page.goto(`/trip/${trip.id}/map`);
    await page.locator('#root:not([inert])').waitFor();
    await page.getByRole('tab', { name: /Eat/ }).click();
    await page.getByText('2 locations').waitFor();
    await expect.poll(() => pictureMarkers(page).count(), { timeout: 10_000 }).toBe(2);
    await page.getByRole('button', { name: 'Show as list' }).click();
    expect(await page.getByRole('list', { name: 'Places' }).getByRole('heading').allInnerTexts()).toEqual([
      'Manteigaria',
      'Café Santiago',
    ]);
    expect(await page.locator('[data-map-loaded]').count()).toBe(0);
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect.poll(() => pictureMarkers(page).count(), { timeout: 10_000 }).toBe(2);
    await inspectPage(page, 'map-picture');

    // "Zoom out" on the picture starts the live map and zooms it once it is there (zoomed in, the two
    // pins, which the fit put near the map's edges, would leave it).
    const before = await placesOf(pictureMarkers(page));
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.locator('[data-map-loaded="true"]').waitFor({ timeout: 20_000 });
    await expect.poll(() => liveMarkers(page).count(), { timeout: 10_000 }).toBe(2);
    // Zoomed out about the centre, the two pins are about half as far apart as in the picture.
    const spread = (places: string[]) => {
      const ys = places.map((entry) => Number(entry.split(',')[1]));
      return Math.max(...ys) - Math.min(...ys);
    };
    await expect
      .poll(async () => spread(await placesOf(liveMarkers(page))), { timeout: 10_000 })
      .toBeLessThan(spread(before) * 0.7);
  });

  it('starts the live map at once when the picture cannot be had (offline, or refused)', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Portugal');
    await api.addTips(trip.id, PORTUGAL_TIPS);
    const page = await context.newPage();
    await page.route(/\/api\/public\/map-pictures\//, (route) => route.abort('internetdisconnected'));
    await page.goto(`/trip/${trip.id}/map`);
    await page.locator('[data-map-loaded="true"]').waitFor({ timeout: 20_000 });
    await expect.poll(() => liveMarkers(page).count(), { timeout: 10_000 }).toBe(4);
    expect(await mapPicture(page).count()).toBe(0);
  });

  it('draws a shared guidebook’s map for a visitor, and a link to one tip opens the live map at once', async () => {
    const { context } = await ownerWithTrip(env(), 'Portugal');
    const guidebooks = guidebooksApi(context, env().serverUrl);
    const guidebook = await guidebooks.create('Portugal slowly', 'Portugal');
    const added = await guidebooks.addTips(guidebook.id, PORTUGAL_TIPS);
    const { share_token: token } = await guidebooks.share(guidebook.id);
    const visitor = await env().newPage();
    const response = await visitor.goto(`/shared-guidebook/${token}/map`);
    expect(await response?.text()).toContain('map-pictures');
    await expect.poll(() => pictureMarkers(visitor).count(), { timeout: 10_000 }).toBe(4);
    await openLiveMap(visitor);

    const owner = await context.newPage();
    const faro = added.find((tip) => tip.place_name === 'Faro');
    await owner.goto(`/guidebook/${guidebook.id}/map?tip=${faro?.id}`);
    await owner
      .locator('.maplibregl-popup')
      .getByRole('heading', { name: 'Faro' })
      .waitFor({ timeout: 20_000 });
    expect(await mapPicture(owner).count()).toBe(0);
  });
});
