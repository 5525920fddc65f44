import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { NewTip } from '../../src/shared/contracts/tips.js';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { accountInContext } from './support/accounts';
import { ownerWithTrip } from './support/friends';
import { guidebookPage, guidebooksApi } from './support/guidebooks';
import { inspectPage } from './support/inspect-page';
import {
  collectConsoleErrors,
  expectSuccessToast,
  renderedTexts,
  waitUntilLive,
} from './support/page-helpers';
import { inspectWithoutToasts, moveCardWithKeyboard, tripPage } from './support/trip-page';

const manteigaria = { name: 'Manteigaria', latitude: 38.7107, longitude: -9.1434 };

/** A friend's submission from the friend page's API, each friend from an address of their own. */
async function sendAsFriend(serverUrl: string, tripId: string, name: string, entries: NewTip[]) {
  const response = await fetch(`${serverUrl}/api/public/trips/${tripId}/recommendations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: serverUrl },
    body: JSON.stringify({ entries, contributor_name: name }),
  });
  if (response.status !== 201) throw new Error(`The submission answered ${response.status}.`);
}

const mergedCard = (page: Page, count: number) =>
  page.getByRole('article', { name: `Manteigaria: Recommended by ${count} friends` });

describe.each(oneE2eDatabase('sqlite'))('tips of one place on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('shows three friends’ tips of one place as one card, with its done, favourite, delete, tabs and map', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Lisbon');
    const { serverUrl } = env();
    await sendAsFriend(serverUrl, trip.id, 'Ana', [
      { category: 'eat', content: 'The custard tarts, warm', place: { ...manteigaria, placeId: 'osm:1' } },
      { category: 'do', content: 'Tram 28 before 8 am' },
    ]);
    await sendAsFriend(serverUrl, trip.id, 'Bruno', [
      { category: 'eat', content: 'Watch them being made', place: { ...manteigaria, placeId: 'osm:1' } },
      { category: 'eat', content: 'Bifana at O Trevo' },
    ]);
    // Another place provider, another id: the same name 10 m away is still the same place.
    await sendAsFriend(serverUrl, trip.id, 'Carla', [
      {
        category: 'eat',
        content: 'Get two, you will want the second',
        place: { ...manteigaria, latitude: 38.7108, placeId: 'ChIJ-google-id' },
      },
    ]);

    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const ui = tripPage(page);
    await page.goto(`/trip/${trip.id}`);
    await waitUntilLive(page);
    const card = mergedCard(page, 3);
    await card.waitFor();
    expect(await page.getByRole('article').count()).toBe(3);
    const words = (await renderedTexts(card.getByRole('listitem'))).map((text) => text.replace(/\n+/g, '\n'));
    expect(words).toEqual([
      'The custard tarts, warm\n— Ana',
      'Watch them being made\n— Bruno',
      'Get two, you will want the second\n— Carla',
    ]);
    expect(await card.getByRole('link', { name: 'Manteigaria' }).getAttribute('href')).toContain(
      `/trip/${trip.id}/map?tip=`,
    );

    // Tabs count places, with the tips beside where they differ.
    await ui.tab('Eat').click();
    await page.getByRole('tab', { name: 'Eat 2 places, 4 tips', exact: true, selected: true }).waitFor();
    expect(await ui.selectedTab().innerText()).toMatch(/· 4 tips$/);
    await inspectPage(page, 'trip-merged-place');

    // Done and favourite on the card apply to all three of its tips, in one change.
    const changes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') changes.push(new URL(request.url()).pathname);
    });
    await card.getByRole('button', { name: 'Mark as done' }).click();
    await expect
      .poll(() => card.getByRole('button', { name: 'Mark as done' }).getAttribute('aria-pressed'))
      .toBe('true');
    await card.getByRole('button', { name: 'Favorite' }).click();
    await expect
      .poll(() => card.getByRole('button', { name: 'Favorite' }).getAttribute('aria-pressed'))
      .toBe('true');
    expect(changes).toEqual([
      `/api/trips/${trip.id}/recommendations`,
      `/api/trips/${trip.id}/recommendations`,
    ]);
    const stored = (await api.getTrip(trip.id)).recommendations.filter(
      (tip) => tip.place_name === 'Manteigaria',
    );
    expect(stored.map((tip) => [tip.is_completed, tip.is_favorite])).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);

    // The map shows the place once, with its count, and its popup lists every friend's words.
    await page.getByRole('link', { name: 'Manteigaria' }).click();
    const marker = page.getByRole('button', { name: 'Manteigaria, Recommended by 3 friends' });
    await marker.waitFor();
    expect(await marker.innerText()).toBe('3');
    await page.getByText('1 location', { exact: true }).waitFor();
    const popup = page.locator('.tip-popup');
    await popup.getByText('Recommended by 3 friends').waitFor();
    expect(await popup.getByRole('listitem').count()).toBe(3);
    await inspectPage(page, 'trip-map-merged-place');
    await page.goBack();

    // Deleting asks which: Bruno's goes, the others stay on the card.
    await mergedCard(page, 3).getByRole('button', { name: 'Delete recommendations' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Which recommendations do you want to delete?' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete' });
    expect(await confirm.isDisabled()).toBe(true);
    await inspectPage(page, 'trip-merged-place-delete');
    await dialog.getByRole('checkbox', { name: /Watch them being made/ }).check();
    await confirm.click();
    await expectSuccessToast(page, 'Recommendation deleted', 'The recommendation has been removed.');
    await mergedCard(page, 2).waitFor();
    expect(await page.getByText('Watch them being made').count()).toBe(0);
    const left = (await api.getTrip(trip.id)).recommendations.map((tip) => tip.content);
    expect(left).not.toContain('Watch them being made');
    expect(left).toHaveLength(4);
    await inspectWithoutToasts(page, 'trip-merged-place-after-delete');
    expect(errors).toEqual([]);
  });

  it('moves a merged card as one, and its tips stay together after a reload', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Porto');
    const { serverUrl } = env();
    const bolhao = { name: 'Mercado do Bolhão', latitude: 41.1496, longitude: -8.6066, placeId: 'osm:7' };
    await sendAsFriend(serverUrl, trip.id, 'Ana', [
      { category: 'eat', content: 'Sardines at the market', place: bolhao },
    ]);
    await api.addTips(trip.id, [{ category: 'eat', content: 'Francesinha at Café Santiago' }]);
    await sendAsFriend(serverUrl, trip.id, 'Bruno', [
      { category: 'eat', content: 'Fresh fruit', place: bolhao },
    ]);

    const page = await context.newPage();
    const ui = tripPage(page);
    await page.goto(`/trip/${trip.id}`);
    await waitUntilLive(page);
    await ui.tab('Eat').click();
    expect(await ui.tipTexts()).toEqual(['Mercado do Bolhão', 'Francesinha at Café Santiago']);

    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith('/recommendations/order'),
    );
    await moveCardWithKeyboard(page.getByRole('article', { name: /^Mercado do Bolhão/ }), 'ArrowDown');
    expect((await saved).status()).toBe(200);
    expect(await ui.tipTexts()).toEqual(['Francesinha at Café Santiago', 'Mercado do Bolhão']);
    const order = (await api.getTrip(trip.id)).recommendations.map((tip) => tip.content);
    expect(order).toEqual(['Francesinha at Café Santiago', 'Sardines at the market', 'Fresh fruit']);

    await page.reload();
    await waitUntilLive(page);
    await ui.tab('Eat').click();
    expect(await ui.tipTexts()).toEqual(['Francesinha at Café Santiago', 'Mercado do Bolhão']);
  });

  it('does the same in a guidebook: one card per place, its heart on all, each note kept editable', async () => {
    const context = await env().newContext();
    await accountInContext(context, env());
    const api = guidebooksApi(context, env().serverUrl);
    const guidebook = await api.create('Lisbon in three days', 'Lisbon');
    await api.addTips(guidebook.id, [
      {
        category: 'eat',
        content: 'Custard tarts at Manteigaria, still warm',
        place: { ...manteigaria, placeId: 'osm:1' },
      },
      { category: 'eat', content: 'Bifana at O Trevo' },
      {
        category: 'eat',
        content: 'Manteigaria: go before the queue',
        place: { ...manteigaria, placeId: 'osm:1' },
      },
    ]);

    const page = await context.newPage();
    const ui = guidebookPage(page);
    await page.goto(`/guidebook/${guidebook.id}`);
    const card = page.getByRole('article', { name: 'Manteigaria: 2 recommendations' });
    await card.waitFor();
    expect(await ui.tipTexts()).toEqual(['Manteigaria', 'Bifana at O Trevo']);
    await page.getByRole('tab', { name: 'Eat 2 places, 3 tips', exact: true, selected: true }).waitFor();

    await card.getByRole('button', { name: 'Favorite' }).click();
    await expect
      .poll(() => card.getByRole('button', { name: 'Favorite' }).getAttribute('aria-pressed'))
      .toBe('true');
    const favourites = (await api.get(guidebook.id)).recommendations.filter((tip) => tip.is_favorite);
    expect(favourites.map((tip) => tip.content).sort()).toEqual([
      'Custard tarts at Manteigaria, still warm',
      'Manteigaria: go before the queue',
    ]);

    // Each note keeps its own edit; a text that still names the place keeps it on the card.
    await card.getByRole('button', { name: 'Edit recommendation' }).nth(1).click();
    await ui.editDialog.waitFor();
    expect(await ui.editDialog.getByLabel('Recommendation').inputValue()).toBe(
      'Manteigaria: go before the queue',
    );
    await ui.editDialog.getByLabel('Recommendation').fill('Manteigaria: go before the queue forms');
    await ui.editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectSuccessToast(page, 'Recommendation updated');
    await card.getByText('Manteigaria: go before the queue forms').waitFor();
    await inspectWithoutToasts(page, 'guidebook-merged-place');

    await page.getByRole('link', { name: 'Manteigaria' }).click();
    await page.getByRole('button', { name: 'Manteigaria, 2 recommendations' }).waitFor();
    await page.locator('.tip-popup').getByText('2 recommendations').waitFor();
  });
});
