import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { NewTip } from '../../src/shared/contracts/tips.js';
import { MARKER_COLORS } from '../../src/shared/rules/map-points.js';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { openLiveMap, PORTUGAL_TIPS, reachForMap } from './support/maps';
import { ownerWithTrip } from './support/friends';
import { inspectPage } from './support/inspect-page';
import { waitForPath, waitUntilLive } from './support/page-helpers';
import { scriptsLoadedBy } from './support/script-bytes';
import { expireSharedFavorites, sharingApi } from './support/sharing';
import { MAX_CACHED_MS } from '../../src/server/cache/read-cache';

/** Tips in three categories, far enough apart not to cluster, and one without a place. */
const TIPS: NewTip[] = [...PORTUGAL_TIPS, { category: 'do', content: 'Walk the old town, no map needed' }];

const markers = (page: Page) => page.locator('.maplibregl-marker button[data-category]');
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

describe.each(oneE2eDatabase('sqlite'))('the trip map on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('shows the located tips in their colours, filters them, and opens a popup by keyboard', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Portugal');
    await api.addTips(trip.id, TIPS);
    const page = await context.newPage();
    const scripts = await scriptsLoadedBy(page, async () => {
      await page.goto(`/trip/${trip.id}`);
      await waitUntilLive(page);
      await page.getByRole('link', { name: 'View Map' }).waitFor();
    });
    // MapLibre loads on map pages only.
    expect(scripts.some((script) => /maplibre|tip-map/.test(script.url))).toBe(false);

    await page.getByRole('link', { name: 'View Map' }).click();
    await waitForPath(page, `/trip/${trip.id}/map`);
    await page.getByRole('heading', { level: 1, name: 'Portugal' }).waitFor();
    await page.getByText('4 locations').waitFor();
    await openLiveMap(page);
    await expect.poll(() => markers(page).count()).toBe(4);
    for (const [category, color] of Object.entries(MARKER_COLORS).filter(([key]) =>
      ['eat', 'do', 'parks'].includes(key),
    )) {
      const marker = markers(page)
        .and(page.locator(`[data-category="${category}"]`))
        .first();
      expect(await marker.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(rgb(color));
    }
    await inspectPage(page, 'trip-map');

    const tabs = page.getByRole('tablist', { name: 'Map categories' });
    await tabs.getByRole('tab', { name: /^Eat\b/ }).click();
    await expect.poll(() => markers(page).count()).toBe(2);
    await page.getByText('2 locations').waitFor();
    expect(await tabs.getByRole('tab', { name: /^Eat\b/ }).textContent()).toContain('2');
    expect(await tabs.getByRole('tab', { name: /^Parks\b/ }).textContent()).toContain('1');

    const manteigaria = page.getByRole('button', { name: 'Manteigaria', exact: true });
    await manteigaria.focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('.maplibregl-popup');
    await popup.getByRole('heading', { name: 'Manteigaria' }).waitFor();
    await popup.getByText('Custard tarts, still warm').waitFor();
    const directions = popup.getByRole('link', { name: 'Directions' });
    expect(await directions.getAttribute('target')).toBe('_blank');
    expect(await directions.getAttribute('rel')).toBe('noopener noreferrer');
    // On a desktop browser: Google Maps, with the place's name and its coordinates.
    expect(await directions.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir//Manteigaria/@38.7107,-9.1434,17z',
    );
    await inspectPage(page, 'trip-map-popup');

    await page.getByRole('button', { name: 'Show as list' }).click();
    const list = page.getByRole('list', { name: 'Places' });
    expect(await list.getByRole('heading').allInnerTexts()).toEqual(['Manteigaria', 'Café Santiago']);
    await inspectPage(page, 'trip-map-list');

    // A tagged place on the owner's card opens the map on that tip, its popup open.
    await page.goto(`/trip/${trip.id}`);
    await waitUntilLive(page);
    await page.getByRole('tab', { name: /^Parks\b/ }).click();
    await page.getByRole('article').getByRole('link', { name: /Faro/ }).click();
    await page.waitForURL((url) => url.pathname === `/trip/${trip.id}/map` && url.searchParams.has('tip'));
    await openLiveMap(page);
    await page.locator('.maplibregl-popup').getByRole('heading', { name: 'Faro' }).waitFor();
  });

  it('says so when nothing is located, when the trip is not found, and when the map cannot start', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Oslo');
    await api.addTips(trip.id, [{ category: 'do', content: 'The opera roof at sunset' }]);
    const page = await context.newPage();
    await page.goto(`/trip/${trip.id}/map`);
    await page.getByRole('heading', { name: 'No locations to display' }).waitFor();
    await page.getByText('Add recommendations with locations to see them on the map').waitFor();
    await page.getByText('0 locations').waitFor();

    await page.goto('/trip/00000000-0000-4000-8000-000000000000/map');
    await page.getByRole('heading', { level: 1, name: 'Trip not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Trip' }).waitFor();

    // Another user's trip is not found either.
    const someoneElse = await ownerWithTrip(env(), 'Lisbon');
    await page.goto(`/trip/${someoneElse.trip.id}/map`);
    await page.getByRole('heading', { level: 1, name: 'Trip not found' }).waitFor();

    // A browser without WebGL, on a trip with a place to show.
    await api.addTips(trip.id, TIPS.slice(0, 1));
    const noWebGl = await context.newPage();
    await noWebGl.addInitScript(() => {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its canvas below
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        kind: string,
        ...rest: unknown[]
      ) {
        return kind.startsWith('webgl')
          ? null
          : original.apply(this, [kind, ...rest] as Parameters<typeof original>);
      } as typeof original;
    });
    await noWebGl.goto(`/trip/${trip.id}/map`);
    await reachForMap(noWebGl);
    const failed = noWebGl.getByRole('alert').filter({ hasText: 'Failed to load map' });
    await failed.waitFor();
    await failed.getByText('Check console for more details').waitFor();
    await inspectPage(noWebGl, 'trip-map-failed');
  });
});

describe.each(oneE2eDatabase('postgres'))('the shared favourites map on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('shows the favourites only, to anyone with the link, and nothing once the link has expired', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Portugal');
    const tips = await api.addTips(trip.id, TIPS);
    const sharing = sharingApi(context, env().serverUrl);
    for (const tip of tips.filter((added) => ['Manteigaria', 'Faro'].includes(added.place_name ?? ''))) {
      await sharing.favorite(tip.id);
    }
    const { share_token: token } = await sharing.shareFavorites(trip.id);

    const visitor = await env().newPage();
    await visitor.goto(`/shared-favorites/${token}`);
    await visitor.getByRole('link', { name: 'View Map' }).click();
    await waitForPath(visitor, `/shared-favorites/${token}/map`);
    await visitor.getByRole('heading', { level: 1, name: 'Portugal' }).waitFor();
    await visitor.getByText('2 locations').waitFor();
    await openLiveMap(visitor);
    await expect.poll(() => markers(visitor).count()).toBe(2);
    await visitor.getByRole('button', { name: 'Show as list' }).click();
    expect(await visitor.getByRole('list', { name: 'Places' }).getByRole('heading').allInnerTexts()).toEqual([
      'Manteigaria',
      'Faro',
    ]);
    await inspectPage(visitor, 'shared-favorites-map-list');

    // The trip's public map shows the same favourites while the link lasts.
    await visitor.goto(`/hello/${trip.id}/map`);
    await visitor.getByRole('heading', { level: 1, name: 'Portugal' }).waitFor();
    await visitor.getByText('2 locations').waitFor();

    await expireSharedFavorites(database, token);
    await visitor.goto(`/hello/${trip.id}/map`);
    await visitor.getByRole('heading', { level: 1, name: 'Shared list not found' }).waitFor();
    // The page read a moment ago may be kept for a few seconds (MAX_CACHED_MS): an edit made in the
    // database, outside the app, shows once it is read afresh.
    const notFound = visitor.getByRole('heading', { level: 1, name: 'Shared list not found' });
    await expect
      .poll(
        async () => {
          await visitor.goto(`/shared-favorites/${token}/map`);
          return notFound.waitFor({ timeout: 2_000 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: MAX_CACHED_MS + 10_000 },
      )
      .toBe(true);
    await visitor.getByRole('link', { name: 'Back to Home' }).waitFor();
    await visitor.goto('/shared-favorites/not-a-real-token/map');
    await visitor.getByRole('heading', { level: 1, name: 'Shared list not found' }).waitFor();
  });
});
