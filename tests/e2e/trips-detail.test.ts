import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { NewTip } from '../../src/shared/contracts/tips.js';
import { LIMITS } from '../../src/shared/limits.js';
import { accountInContext } from './support/accounts';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';

import {
  collectConsoleErrors,
  expectErrorToast,
  expectSuccessToast,
  holdRequests,
  waitForPath,
  waitUntilLive,
} from './support/page-helpers';
import { inspectWithoutToasts, tripPage } from './support/trip-page';
import { tripsApi } from './support/trips';

describe.each(oneE2eDatabase('sqlite'))('the trip page on %s', (database) => {
  const env = useE2eEnvironment(database);

  const lisbonTips: NewTip[] = [
    { category: 'do', content: 'Ride tram 28 early' },
    { category: 'eat', content: 'Pastéis de Belém, still warm' },
    { category: 'do', content: 'Sunset at Miradouro da Graça' },
    { category: 'eat', content: 'Bifana at O Trevo' },
  ];

  /** Nadia's trip to Lisbon with these tips, and a page of hers not yet on it. */
  async function nadiasTrip(tips: NewTip[] = []) {
    const context = await env().newContext();
    await accountInContext(context, env(), { first_name: 'Nadia', last_name: 'Haddad' });
    const api = tripsApi(context, env().serverUrl);
    const trip = await api.createTrip('Lisbon', 'Pastry, viewpoints and fado');
    if (tips.length > 0) await api.addTips(trip.id, tips);
    const page = await context.newPage();
    return { page, ui: tripPage(page), trip };
  }

  /** Nadia's trip page with these tips, live. */
  async function onNadiasTrip(tips: NewTip[]) {
    const opened = await nadiasTrip(tips);
    await opened.page.goto(`/trip/${opened.trip.id}`);
    await waitUntilLive(opened.page);
    return opened;
  }

  it('is drawn by the server before its script, which takes it over in place without loading again', async () => {
    const { page, ui, trip } = await nadiasTrip();
    const errors = collectConsoleErrors(page);
    const app = await holdRequests(page, '/assets/main-*.js');
    await page.goto(`/trip/${trip.id}`);
    await ui.heading('Lisbon').waitFor();
    await page.getByText('Pastry, viewpoints and fado').waitFor();
    expect(await page.title()).toBe('Lisbon · Tiplist');
    expect(await page.locator('#root[inert]').count()).toBe(1);
    await ui.heading('Lisbon').evaluate((element) => element.setAttribute('data-drawn-node', ''));
    app.release();
    await expect.poll(() => page.locator('[inert]').count()).toBe(0);
    expect(await page.locator('h1[data-drawn-node]').count()).toBe(1);
    // What the page was drawn from is what the app starts from: it never waits for the trip to show it.
    expect(await page.getByText('Loading...').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows a new trip its empty state and the two ways to add tips, and no map', async () => {
    const { page, trip } = await nadiasTrip();
    await page.goto(`/trip/${trip.id}`);
    await page.getByRole('heading', { name: 'No recommendations yet' }).waitFor();
    await page
      .getByText('You can ask your friends to share their tips and recommendations, or you can add your own.')
      .waitFor();
    await page.getByRole('button', { name: 'Ask Friends for Tips' }).waitFor();
    await page.getByRole('button', { name: 'Add My Own' }).waitFor();
    expect(await page.getByRole('link', { name: 'View Map' }).count()).toBe(0);
    await inspectWithoutToasts(page, 'trip-first-time');
  });

  it('collects tips by keyboard, one category after another, each within the length limit', async () => {
    const { page, ui } = await onNadiasTrip([]);
    await page.getByRole('button', { name: 'Add My Own' }).click();
    await ui.addDialog.waitFor();
    expect(await ui.dialogTab('Do').getAttribute('aria-selected')).toBe('true');
    await ui.entry('Do', 1).fill('Ride tram 28 early');
    await ui.entry('Do', 1).press('Enter');
    await ui.entry('Do', 2).waitFor();
    expect(await ui.entry('Do', 2).evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.type('Sunset at Miradouro da Graça');
    await page.keyboard.press('Enter');
    await ui.entry('Do', 3).waitFor();
    await page.keyboard.press('Backspace');
    await ui.entry('Do', 3).waitFor({ state: 'detached' });
    await ui.dialogTab('Eat').click();
    await ui.entry('Eat', 1).fill('Pastéis de Belém, still warm');
    await ui.entry('Eat', 1).press('Enter');
    await page.keyboard.type('Bifana at O Trevo');
    await ui.entry('Eat', 3).waitFor({ state: 'detached' });
    await ui.entry('Eat', 2).fill('x'.repeat(LIMITS.tipMaxLength + 50));
    expect((await ui.entry('Eat', 2).inputValue()).length).toBe(LIMITS.tipMaxLength);
    await ui.entry('Eat', 2).fill('Bifana at O Trevo');
    await inspectWithoutToasts(page, 'trip-add-dialog');
    await ui.addDialog.getByRole('button', { name: 'Submit' }).click();
    await expectSuccessToast(page, 'Recommendations submitted!', 'Thank you for your 4 recommendations!');
    await ui.addDialog.waitFor({ state: 'detached' });
    await ui.card('Bifana at O Trevo').waitFor();
    expect((await ui.tipTexts()).sort()).toEqual(lisbonTips.map((tip) => tip.content).sort());
  });

  it('counts the tips of each category, lists them in their order, and says when a category has none', async () => {
    const { page, ui } = await onNadiasTrip(lisbonTips);
    await ui.card('Bifana at O Trevo').waitFor();
    expect(await ui.selectedTab().innerText()).toMatch(/All\s*4/);
    await ui.tab('Eat').click();
    expect(await ui.selectedTab().innerText()).toMatch(/Eat\s*2/);
    expect(await ui.tipTexts()).toEqual(['Pastéis de Belém, still warm', 'Bifana at O Trevo']);
    await ui.tab('Parks').click();
    await page.getByRole('heading', { name: 'No Parks recommendations yet' }).waitFor();
    await inspectWithoutToasts(page, 'trip-category-empty');
  });

  it('opens "Add To This List" on the category of the tab shown', async () => {
    const { page, ui } = await onNadiasTrip(lisbonTips);
    await ui.tab('Parks').click();
    await page.getByRole('button', { name: 'Add To This List' }).click();
    expect(await ui.dialogTab('Parks').getAttribute('aria-selected')).toBe('true');
    await ui.entry('Parks', 1).fill('Jardim da Estrela');
    await ui.addDialog.getByRole('button', { name: 'Submit' }).click();
    await expectSuccessToast(page, 'Recommendations submitted!', 'Thank you for your 1 recommendation!');
    await ui.card('Jardim da Estrela').waitFor();
  });

  it('says there are no favourites yet, and offers none to share', async () => {
    const { page, ui } = await onNadiasTrip(lisbonTips);
    await ui.card('Bifana at O Trevo').waitFor();
    await ui.favoritesOnly().click();
    await page.getByRole('heading', { name: 'No favorites yet' }).waitFor();
    await page.getByText('Your favorited recommendations are going to show up here.').waitFor();
    expect(await page.getByRole('button', { name: 'Share Favorites' }).count()).toBe(0);
    await inspectWithoutToasts(page, 'trip-favorites-empty');
  });

  it('marks tips done and favourite, filters favourites and deletes a tip after confirmation', async () => {
    const context = await env().newContext();
    await accountInContext(context, env());
    const api = tripsApi(context, env().serverUrl);
    const trip = await api.createTrip('Lisbon', 'Pastry, viewpoints and fado');
    await api.addTips(trip.id, [
      { category: 'do', content: 'Ride tram 28 early' },
      { category: 'eat', content: 'Pastéis de Belém, still warm' },
      { category: 'do', content: 'Sunset at Miradouro da Graça' },
      { category: 'eat', content: 'Bifana at O Trevo' },
      { category: 'parks', content: 'Jardim da Estrela' },
    ]);
    const page = await context.newPage();
    const ui = tripPage(page);
    await page.goto(`/trip/${trip.id}`);
    await waitUntilLive(page);
    await ui.card('Jardim da Estrela').waitFor();
    await ui.favoritesOnly().click();
    await page.getByRole('heading', { name: 'No favorites yet' }).waitFor();
    await ui.favoritesOnly().click();

    const favorite = ui.card('Ride tram 28 early').getByRole('button', { name: 'Favorite' });
    const patch = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.status() === 200);
    await favorite.click();
    await patch;
    await page.waitForFunction(
      () => document.querySelector('[aria-label="Favorite"][aria-pressed="true"]') !== null,
    );
    const done = ui.card('Sunset at Miradouro').getByRole('button', { name: 'Mark as done' });
    await done.click();
    await ui.card('Sunset at Miradouro').locator('.line-through').waitFor();
    expect(await done.getAttribute('aria-pressed')).toBe('true');
    await inspectWithoutToasts(page, 'trip-tips');

    await ui.favoritesOnly().click();
    expect(await ui.favoritesOnly().getAttribute('aria-pressed')).toBe('true');
    expect(await ui.tipTexts()).toEqual(['Ride tram 28 early']);
    await page.getByRole('button', { name: 'Share Favorites' }).waitFor();
    await ui.tab('Eat').click();
    await page.getByRole('heading', { name: 'No favorites yet' }).waitFor();
    await ui.tab('All').click();
    await ui.favoritesOnly().click();

    await done.click();
    await page.waitForFunction(() => document.querySelectorAll('.line-through').length === 0);

    await ui.card('Bifana at O Trevo').getByRole('button', { name: 'Delete recommendation' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this recommendation?').waitFor();
    await inspectWithoutToasts(page, 'trip-delete-tip');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectSuccessToast(page, 'Recommendation deleted', 'The recommendation has been removed.');
    await ui.card('Bifana at O Trevo').waitFor({ state: 'detached' });

    await page.reload();
    await waitUntilLive(page);

    await waitUntilLive(page);
    await ui.card('Ride tram 28 early').waitFor();
    expect(await ui.tipTexts()).toHaveLength(4);
    expect(await favorite.getAttribute('aria-pressed')).toBe('true');
    expect(await done.getAttribute('aria-pressed')).toBe('false');

    // A tip with a place puts the map button on the page, live, without a reload.
    await api.addTips(trip.id, [
      {
        category: 'museums',
        content: 'Tiles at the Museu Nacional do Azulejo',
        place: { name: 'Museu Nacional do Azulejo', latitude: 38.7247, longitude: -9.1137 },
      },
    ]);
    const mapLink = page.getByRole('link', { name: 'View Map' });
    await mapLink.waitFor();
    expect(await mapLink.getAttribute('href')).toBe(`/trip/${trip.id}/map`);
    await inspectWithoutToasts(page, 'trip-with-map-button');
  });

  it('shows "Trip not found" for unknown, malformed and other people\'s trips', async () => {
    const ownerContext = await env().newContext();
    await accountInContext(ownerContext, env());
    const othersTrip = await tripsApi(ownerContext, env().serverUrl).createTrip('Private Oslo');

    const context = await env().newContext();
    await accountInContext(context, env());
    const page = await context.newPage();
    for (const id of [othersTrip.id, randomUUID(), 'not-a-trip-id']) {
      await page.goto(`/trip/${id}`);
      await waitUntilLive(page);
      await page.getByRole('heading', { level: 1, name: 'Trip not found' }).waitFor();
      expect(await page.getByText('Private Oslo').count()).toBe(0);
    }
    await expectErrorToast(page, 'Access denied', "You don't have permission to view this trip.");
    await inspectWithoutToasts(page, 'trip-not-found');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await waitForPath(page, '/dashboard');

    await page.route('**/api/trips/*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Try again in a minute.' } }),
      }),
    );
    await page.goto(`/trip/${othersTrip.id}`);
    await waitUntilLive(page);
    await expectErrorToast(page, 'Error loading trip', 'Try again in a minute.');
    await page.getByRole('heading', { level: 1, name: 'Trip not found' }).waitFor();
  });
});
