import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { friendContext, friendPage, openOwnerTripPage, ownerWithTrip } from './support/friends';
import { inspectPage } from './support/inspect-page';
import { tripPage } from './support/trip-page';

/** The place search panel's options, in the order shown. */
function placeOptions(page: Page) {
  return page.getByRole('listbox', { name: 'Places' }).getByRole('option');
}

describe.each(oneE2eDatabase('sqlite'))('place search near the trip’s destination on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('offers a friend whose browser does not tell where they are the Porto of a trip to Portugal first', async () => {
    const { trip } = await ownerWithTrip(env(), 'Portugal');
    const page = await (await friendContext(env())).newPage();
    const ui = friendPage(page);
    await page.goto(`/rec/${trip.share_token}`);

    await ui.entry('Do', 1).tap();
    const searched = page.waitForRequest(
      (request) =>
        request.url().includes('/api/places/search?') &&
        new URL(request.url()).searchParams.get('list') === `ask:${trip.id}:${trip.share_token}`,
    );
    await page.keyboard.type('Francesinha in @Port');
    await searched;
    const first = placeOptions(page).first();
    await expect.poll(() => first.textContent()).toMatch(/^Porto,\s*Portugal$/);
    await inspectPage(page, 'place-search-destination-friend');
    await first.tap();
    expect(await ui.entry('Do', 1).inputValue()).toBe('Francesinha in Porto ');
  });

  it('offers the owner of a trip to Edinburgh the Perth in Scotland first, not the one in Australia', async () => {
    const { context, trip } = await ownerWithTrip(env(), 'Edinburgh');
    const page = await openOwnerTripPage(context, trip.id);
    const ui = tripPage(page);
    await page.getByRole('button', { name: 'Add My Own' }).click();
    await ui.entry('Do', 1).waitFor();

    await page.keyboard.type('Day trip to @Perth');
    const first = placeOptions(page).first();
    await expect.poll(() => first.textContent()).toMatch(/^Perth,.*United Kingdom$/);
    await expect.poll(() => placeOptions(page).nth(1).textContent()).toMatch(/Australia/);
    await inspectPage(page, 'place-search-destination-owner');
  });
});
