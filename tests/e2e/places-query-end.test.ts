import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PLACE_SEARCH_TEXTS } from '../../src/shared/rules/place-search-texts.js';
import { axeRuleViolations } from './support/axe-scan';
import { firstDatabase, useE2eEnvironment } from './support/environment';
import { friendContext, friendPage, openOwnerTripPage, ownerWithTrip } from './support/friends';
import { inspectPage } from './support/inspect-page';
import { tripPage } from './support/trip-page';

/** The place search panel, and what says it found nothing. */
function placePanel(page: Page) {
  const panel = page.locator('[data-place-search-panel]');
  return {
    panel,
    list: page.getByRole('listbox', { name: 'Places' }),
    nothingFound: panel.getByRole('status').filter({ hasText: PLACE_SEARCH_TEXTS.noResults }),
  };
}

/** The entry holds no open search: no panel is shown and the entry no longer says it controls one. */
async function expectSearchClosed(page: Page, entry: Locator): Promise<void> {
  await placePanel(page).panel.waitFor({ state: 'detached' });
  expect(await entry.getAttribute('data-place-search')).toBeNull();
  expect(await entry.getAttribute('aria-controls')).toBeNull();
}

const isFocused = (entry: Locator) => entry.evaluate((element) => element === document.activeElement);

// The server's online provider cannot be reached here: searches answer from the offline cities, where no
// restaurant is found.
describe('where an @ search ends', () => {
  const env = useE2eEnvironment(firstDatabase());

  it('gives the entry back once the query is plainly the tip going on, in the add dialog', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Lisbon');
    const page = await openOwnerTripPage(context, trip.id);
    const ui = tripPage(page);
    const { nothingFound } = placePanel(page);
    let searches = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/places/search?')) searches += 1;
    });
    await page.getByRole('button', { name: 'Add My Own' }).click();

    // A comma ends the query: the panel closes and stays closed as the tip goes on.
    const first = ui.entry('Do', 1);
    await first.focus();
    await page.keyboard.type('Seafood at @Cervejaria Ramiro');
    await nothingFound.waitFor();
    await inspectPage(page, 'place-search-nothing-found');
    const searchesBefore = searches;
    await page.keyboard.type(', the garlic prawns are amazing');
    await expectSearchClosed(page, first);
    // Enter adds an entry, as it does with no search open.
    await page.keyboard.press('Enter');
    const second = ui.entry('Do', 2);
    await second.waitFor();
    expect(await isFocused(second)).toBe(true);
    expect(await first.inputValue()).toBe('Seafood at @Cervejaria Ramiro, the garlic prawns are amazing');
    // Going back to the end of that line does not open the search again.
    await first.click();
    await page.keyboard.press('End');
    expect(await first.getAttribute('data-place-search')).toBeNull();
    expect(searches).toBe(searchesBefore);

    // Once a search found nothing, the fifth word ends the query.
    await second.focus();
    await page.keyboard.type('@Cervejaria Ramiro');
    await nothingFound.waitFor();
    await page.keyboard.type(' the garlic');
    expect(await second.getAttribute('data-place-search')).toBe('open');
    await page.keyboard.type(' prawns, again');
    await expectSearchClosed(page, second);
    await inspectPage(page, 'place-search-query-ended');
    await page.keyboard.press('Enter');
    const third = ui.entry('Do', 3);
    expect(await isFocused(third)).toBe(true);

    // A search that found nothing takes no Enter: it closes and the entry adds the next one.
    await page.keyboard.type('Tasca @Qxqxq');
    await nothingFound.waitFor();
    await page.keyboard.press('Enter');
    await expectSearchClosed(page, third);
    expect(await isFocused(ui.entry('Do', 4))).toBe(true);

    await ui.addDialog.getByRole('button', { name: 'Submit' }).click();
    await ui.addDialog.waitFor({ state: 'detached' });
    const stored = (await api.getTrip(trip.id)).recommendations.map((tip) => [tip.content, tip.place_name]);
    expect(stored).toEqual(
      expect.arrayContaining([
        ['Seafood at @Cervejaria Ramiro, the garlic prawns are amazing', null],
        ['@Cervejaria Ramiro the garlic prawns, again', null],
        ['Tasca @Qxqxq', null],
      ]),
    );
    expect(stored).toHaveLength(3);
  });

  it('ends the query of a friend at a new sentence, and names each place by what it shows', async () => {
    const { trip } = await ownerWithTrip(env(), 'Lisbon');
    const page = await (await friendContext(env())).newPage();
    const ui = friendPage(page);
    const { list } = placePanel(page);
    await page.goto(`/hello/${trip.id}`);

    const entry = ui.entry('Do', 1);
    await entry.tap();
    await page.keyboard.type('Sunset at @Lisb');
    const option = list.getByRole('option', { name: /^Lisbon, / }).first();
    await option.waitFor();
    // The option's name is its visible name and address, read in that order (axe's
    // label-content-name-mismatch, a rule of WCAG A).
    expect(await option.getAttribute('aria-label')).toBeNull();
    expect(await axeRuleViolations(page, 'label-content-name-mismatch', '[role="listbox"]')).toEqual([]);

    // A full stop before a capital starts a new sentence, which ends the query.
    await page.keyboard.type('on. ');
    expect(await entry.getAttribute('data-place-search')).toBe('open');
    await page.keyboard.type('Then walk down to the river');
    await expectSearchClosed(page, entry);
    await inspectPage(page, 'place-search-friend-query-ended');
    await page.keyboard.press('Enter');
    expect(await isFocused(ui.entry('Do', 2))).toBe(true);
    expect(await entry.inputValue()).toBe('Sunset at @Lisbon. Then walk down to the river');
  });
});
