import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startMapLinkRedirector } from '../support/map-link-redirector';
import { accountInContext } from './support/accounts';
import { e2eDatabases, useE2eEnvironment } from './support/environment';
import { friendContext, friendPage, openOwnerTripPage, ownerWithTrip } from './support/friends';
import { guidebookPage, guidebooksApi } from './support/guidebooks';
import { inspectPage } from './support/inspect-page';
import { tripPage } from './support/trip-page';

const MANTEIGARIA =
  'https://www.google.com/maps/place/Manteigaria/@38.7106,-9.1459,17z/data=!3m1!4b1!8m2!3d38.7107!4d-9.1434?entry=ttu';
const SHORT_LINK = 'https://maps.app.goo.gl/Xb8cV1Lm2Zz9Qe7y8';
const TIME_OUT_MARKET =
  'https://www.google.com/maps/place/Time+Out+Market+Lisboa/@38.7069,-9.1459,17z/data=!8m2!3d38.7068!4d-9.1458';
const NO_PLACE = 'https://www.google.com/maps/search/pasteis+de+nata';
const STAYS_A_LINK = 'This link does not say which place it is, so it stays a link.';

/** Pastes `text` where the focus is, from the clipboard, as a person does with Ctrl+V. */
async function paste(context: BrowserContext, page: Page, serverUrl: string, text: string) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: serverUrl });
  await page.evaluate((copied) => navigator.clipboard.writeText(copied), text);
  await page.keyboard.press('ControlOrMeta+V');
}

const valueOf = (entry: Locator) => () => entry.inputValue();

/**
 * A pasted map link becomes the entry's place (decision 064). The issue asks for this flow on both
 * databases: the place goes through each one's tip storage with its coordinates.
 */
describe.each(e2eDatabases())('a pasted map link as the place on %s', (database) => {
  let redirector: Awaited<ReturnType<typeof startMapLinkRedirector>> | undefined;
  const env = useE2eEnvironment(database, {
    serverEnv: async () => {
      redirector = await startMapLinkRedirector({ '/Xb8cV1Lm2Zz9Qe7y8': TIME_OUT_MARKET });
      return { MAP_LINK_RESOLVER_URL: redirector.url };
    },
  });
  afterAll(() => redirector?.close());

  it('tags the place a Google Maps link names, with its pin, in the owner’s dialog', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Lisbon');
    const page = await openOwnerTripPage(context, trip.id);
    const ui = tripPage(page);
    await page.getByRole('button', { name: 'Add My Own' }).click();
    await ui.dialogTab('Eat').click();
    const entry = ui.entry('Eat', 1);
    await entry.click();
    await page.keyboard.type('Custard tarts, warm, at ');
    await paste(context, page, env().serverUrl, MANTEIGARIA);
    // The link gives way to the place's name, and typing goes on after it.
    await expect.poll(valueOf(entry)).toBe('Custard tarts, warm, at Manteigaria');
    await page.keyboard.type('!');
    expect(await entry.inputValue()).toBe('Custard tarts, warm, at Manteigaria!');
    await inspectPage(page, 'map-link-pasted-owner');

    await ui.addDialog.getByRole('button', { name: 'Submit' }).click();
    await ui.card('Custard tarts').getByRole('link', { name: 'Manteigaria' }).waitFor();
    const [tip] = (await api.getTrip(trip.id)).recommendations;
    expect(tip).toMatchObject({
      content: 'Custard tarts, warm, at Manteigaria!',
      place_name: 'Manteigaria',
      latitude: 38.7107,
      longitude: -9.1434,
    });
  });

  it('follows a short link on a friend’s phone, names a bare pin after its town, and leaves a link that names no place', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Lisbon');
    const owner = await openOwnerTripPage(context, trip.id);
    const friends = await friendContext(env());
    const page = await friends.newPage();
    const ui = friendPage(page);
    await page.goto(`/hello/${trip.id}`);

    // A map app's share text: the name, then the short link, which the server follows to its place.
    await ui.tab('Eat').tap();
    await ui.entry('Eat', 1).tap();
    await paste(friends, page, env().serverUrl, `Time Out Market\n${SHORT_LINK}`);
    await expect.poll(valueOf(ui.entry('Eat', 1))).toBe('Time Out Market\nTime Out Market Lisboa');
    expect(redirector?.requests.map((request) => request.url.pathname)).toContain('/Xb8cV1Lm2Zz9Qe7y8');

    // A pin without a name is named after the nearest town.
    await ui.tab('Do').tap();
    await ui.entry('Do', 1).tap();
    await page.keyboard.type('Sunset from ');
    await paste(friends, page, env().serverUrl, 'geo:38.7139,-9.1334?z=17');
    await expect.poll(valueOf(ui.entry('Do', 1))).toBe('Sunset from Lisbon');

    // A map link that says neither where nor which place stays a link, and the entry says so.
    await ui.tab('Bars').tap();
    await ui.entry('Bars', 1).tap();
    await paste(friends, page, env().serverUrl, NO_PLACE);
    await page.getByRole('status').filter({ hasText: STAYS_A_LINK }).waitFor();
    expect(await ui.entry('Bars', 1).inputValue()).toBe(NO_PLACE);
    await inspectPage(page, 'map-link-stays-a-link-friend');
    await page.keyboard.type(' (ask for the rooftop)');
    await expect(page.getByText(STAYS_A_LINK).count()).resolves.toBe(0);

    await ui.submit.tap();
    await ui.anonymous.check();
    await ui.send.tap();
    await tripPage(owner).card('Sunset from Lisbon').getByRole('link', { name: 'Lisbon' }).waitFor();
    const stored = (await api.getTrip(trip.id)).recommendations;
    expect(stored.map(({ content, place_name }) => ({ content, place_name }))).toEqual(
      expect.arrayContaining([
        { content: 'Time Out Market\nTime Out Market Lisboa', place_name: 'Time Out Market Lisboa' },
        { content: 'Sunset from Lisbon', place_name: 'Lisbon' },
        { content: `${NO_PLACE} (ask for the rooftop)`, place_name: null },
      ]),
    );
    expect(stored.find((tip) => tip.place_name === 'Lisbon')).toMatchObject({
      latitude: 38.7139,
      longitude: -9.1334,
    });
  });

  it('makes a pasted link the place of a guidebook tip whose place was removed, and not of one tagged', async () => {
    const context = await env().newContext();
    await accountInContext(context, env());
    const api = guidebooksApi(context, env().serverUrl);
    const guidebook = await api.create('Lisbon for first-timers', 'Lisbon');
    await api.addTips(guidebook.id, [
      {
        category: 'eat',
        content: 'Custard tarts in Lisbon',
        place: {
          name: 'Lisbon',
          placeId: 'geonames:2267057',
          latitude: 38.72,
          longitude: -9.13,
          address: null,
        },
      },
    ]);
    const page = await context.newPage();
    const ui = guidebookPage(page);
    await page.goto(`/guidebook/${guidebook.id}`);
    await ui.card('Custard tarts').getByRole('button', { name: 'Edit recommendation' }).click();
    const text = ui.editDialog.getByLabel('Recommendation', { exact: true });
    const chip = ui.editDialog.getByRole('group', { name: 'Tagged place' });

    // One place per tip: a link pasted into a tagged tip stays a link, and nothing is looked up.
    const lookUps: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/places/from-link')) lookUps.push(request.url());
    });
    await text.press('End');
    await paste(context, page, env().serverUrl, ` ${MANTEIGARIA}`);
    expect(await text.inputValue()).toBe(`Custard tarts in Lisbon ${MANTEIGARIA}`);
    expect(lookUps).toEqual([]);

    await chip.getByRole('button', { name: 'Remove' }).click();
    await chip.waitFor({ state: 'detached' });
    await text.fill('Custard tarts at ');
    await text.press('End');
    await paste(context, page, env().serverUrl, 'https://maps.apple.com/?q=Manteigaria&ll=38.7107,-9.1434');
    await expect.poll(valueOf(text)).toBe('Custard tarts at Manteigaria');
    expect((await chip.innerText()).split(/\n+/).slice(0, 2)).toEqual(['Tagged place', 'Manteigaria']);
    await inspectPage(page, 'map-link-pasted-guidebook-edit');
    await ui.editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect
      .poll(async () => (await api.get(guidebook.id)).recommendations[0])
      .toMatchObject({ place_name: 'Manteigaria', latitude: 38.7107, longitude: -9.1434 });
  });
});
