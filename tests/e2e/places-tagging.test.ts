import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { friendContext, friendPage, openOwnerTripPage, ownerWithTrip } from './support/friends';
import { findToast } from './support/page-helpers';
import { inspectPage } from './support/inspect-page';
import { tripPage } from './support/trip-page';
import type { tripsApi } from './support/trips';

type TripsApi = ReturnType<typeof tripsApi>;

const OFFLINE_NOTICE = 'Offline results: cities and places already tagged';

/** The place search panel under an entry, found as a screen reader finds it. */
function placePanel(page: Page) {
  const list = page.getByRole('listbox', { name: 'Places' });
  return {
    list,
    option: (name: string | RegExp) => list.getByRole('option', { name }),
    notice: page.getByText(OFFLINE_NOTICE),
    cancel: page.locator('[data-place-search-panel]').getByRole('button', { name: 'Cancel' }),
    status: page.locator('[data-place-search-panel]').getByRole('alert'),
  };
}

/**
 * The link a tagged place becomes on the owner's card (to the trip's map, on that tip), and the place as
 * stored: Lisbon's coordinates.
 */
async function expectPlaceLink(card: Locator, name: string, api: TripsApi, tripId: string) {
  const link = card.getByRole('link', { name });
  await link.waitFor();
  expect(await link.getAttribute('href')).toMatch(new RegExp(`^/trip/${tripId}/map\\?tip=`));
  const { recommendations } = await api.getTrip(tripId);
  expect(recommendations.find((tip) => tip.place_name === name)).toMatchObject({
    latitude: expect.closeTo(38.72, 1),
    longitude: expect.closeTo(-9.13, 1),
  });
}

describe.each(oneE2eDatabase('sqlite'))('tagging places with @ on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('lets an owner tag a place by keyboard, near where they are, and shows it linked on the card', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Lisbon');
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 38.7223, longitude: -9.1393 });
    const page = await openOwnerTripPage(context, trip.id);
    const ui = tripPage(page);
    const panel = placePanel(page);
    await page.getByRole('button', { name: 'Add My Own' }).click();

    const entry = ui.entry('Do', 1);
    await entry.focus();
    // A keyboard user: the pointer rests away from where the panel will open.
    await page.mouse.move(0, 0);
    // Asked 800 ms after the panel appears: the search then ranks places near the searcher first.
    // It names the trip the entry is for: the owner is offered the places tagged in their own lists.
    const nearby = page.waitForRequest(
      (request) =>
        /\/api\/places\/search\?.*lat=38\.72&lng=-9\.14/.test(request.url()) &&
        new URL(request.url()).searchParams.get('list') === `trip:${trip.id}`,
    );
    await page.keyboard.type('Custard tarts in @Lisb');
    await panel
      .option(/^Lisbon\b/)
      .first()
      .waitFor();
    await nearby;
    await panel.notice.waitFor();
    expect(await entry.getAttribute('aria-controls')).toBe(await panel.list.getAttribute('id'));
    await inspectPage(page, 'place-search-owner');

    await page.keyboard.press('ArrowDown');
    const first = panel.list.getByRole('option').first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await entry.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await page.keyboard.press('Enter');
    await panel.list.waitFor({ state: 'detached' });
    expect(await entry.inputValue()).toBe('Custard tarts in Lisbon ');
    // Enter right after choosing does not add an entry.
    await page.keyboard.press('Enter');
    expect(await ui.entry('Do', 2).count()).toBe(0);

    await ui.addDialog.getByRole('button', { name: 'Submit' }).click();
    await expectPlaceLink(ui.card('Custard tarts in Lisbon'), 'Lisbon', api, trip.id);
  });

  it('allows one place per tip: a second @ moves to a new entry, and Escape closes only the search', async () => {
    const { context, trip } = await ownerWithTrip(env(), 'Porto');
    const page = await openOwnerTripPage(context, trip.id);
    const ui = tripPage(page);
    const panel = placePanel(page);
    await page.getByRole('button', { name: 'Add My Own' }).click();
    await ui.entry('Do', 1).waitFor();

    await page.keyboard.type('Francesinha in @Porto');
    await panel.option('Porto, Portugal').click();
    expect(await ui.entry('Do', 1).inputValue()).toBe('Francesinha in Porto ');

    await page.keyboard.type('@');
    const toast = await findToast(page, 'Only one location tag per recommendation!');
    expect(await toast.getAttribute('data-type')).toBe('error');
    expect(await ui.entry('Do', 1).inputValue()).toBe('Francesinha in Porto ');
    const second = ui.entry('Do', 2);
    expect(await second.inputValue()).toBe('@');
    expect(await second.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.type('Braga');
    await panel.option('Braga, Portugal').waitFor();
    await page.keyboard.press('Escape');
    await panel.list.waitFor({ state: 'detached' });
    await ui.addDialog.waitFor();
    expect(await second.inputValue()).toBe('@Braga');

    // Text that no longer names the place drops it: the card has no place link.
    await ui.entry('Do', 1).fill('Francesinha somewhere');
    await second.fill('');
    await ui.addDialog.getByRole('button', { name: 'Submit' }).click();
    const card = ui.card('Francesinha somewhere');
    await card.waitFor();
    expect(await card.getByRole('link').count()).toBe(0);
  });

  it('hides the search when a second @ is typed in its query, and opens one at the @ after', async () => {
    const { context, trip } = await ownerWithTrip(env(), 'Porto');
    const page = await openOwnerTripPage(context, trip.id);
    const ui = tripPage(page);
    const panel = placePanel(page);
    await page.getByRole('button', { name: 'Add My Own' }).click();
    const entry = ui.entry('Do', 1);
    await entry.waitFor();

    await page.keyboard.type('Dinner @Porto');
    await panel.option('Porto, Portugal').waitFor();
    // The search hides once its query holds another @, and stays hidden as typing goes on.
    await page.keyboard.type('@');
    await expect.poll(() => entry.getAttribute('data-place-search')).toBeNull();
    await page.keyboard.type('Braga');
    expect(await entry.getAttribute('data-place-search')).toBeNull();
    expect(await panel.list.count()).toBe(0);
    await inspectPage(page, 'place-search-second-at');

    await page.keyboard.type(' @Braga');
    await panel.option('Braga, Portugal').waitFor();
    expect(await entry.inputValue()).toBe('Dinner @Porto@Braga @Braga');
  });

  it('lets a friend on a phone tag a place by touch, and the owner sees it at once', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Lisbon');
    const owner = await openOwnerTripPage(context, trip.id);
    const page = await (await friendContext(env())).newPage();
    const ui = friendPage(page);
    const panel = placePanel(page);
    await page.goto(`/hello/${trip.id}`);

    await ui.entry('Do', 1).tap();
    // The search fails cleanly when the server cannot be reached, and the entry keeps its text.
    await page.route('**/api/places/search?*', (route) => route.abort(), { times: 1 });
    await page.keyboard.type('Sunset at @Lisb');
    await panel.status
      .filter({ hasText: 'Network error: Please disable your ad blocker and try again' })
      .waitFor();
    expect(await ui.entry('Do', 1).inputValue()).toBe('Sunset at @Lisb');

    await page.keyboard.type('o');
    await panel
      .option(/^Lisbon\b/)
      .first()
      .waitFor();
    await panel.notice.waitFor();
    await inspectPage(page, 'place-search-friend');
    await page.setViewportSize({ width: 375, height: 812 });
    await panel
      .option(/^Lisbon\b/)
      .first()
      .tap();
    expect(await ui.entry('Do', 1).inputValue()).toBe('Sunset at Lisbon ');

    await ui.submit.tap();
    await ui.anonymous.check();
    await ui.send.tap();
    await expectPlaceLink(tripPage(owner).card('Sunset at Lisbon'), 'Lisbon', api, trip.id);
  });
});
