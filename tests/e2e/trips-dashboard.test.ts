import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountInContext } from './support/accounts';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';

import {
  expectErrorToast,
  expectSuccessToast,
  holdRequests,
  pathOf,
  waitForPath,
} from './support/page-helpers';
import { inspectWithoutToasts } from './support/trip-page';
import { tripsApi } from './support/trips';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const destination = (page: Page) => page.getByRole('combobox', { name: 'Where are you going?' });
const typesBox = (page: Page) => page.getByLabel('What kind of recommendations are you looking for?');
const tripLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

async function createTrip(page: Page, name: string, types?: string) {
  await page.goto('/create-trip');
  await destination(page).fill(name);
  if (types) await typesBox(page).fill(types);
  await page.getByRole('button', { name: 'Create Trip' }).click();
  await expectSuccessToast(page, 'Trip created!', 'Your trip has been created successfully.');
  await heading(page, name).waitFor();
}

describe.each(oneE2eDatabase('postgres'))('the dashboard and trip creation on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('creates trips, filters them and deletes one after confirmation', async () => {
    const context = await env().newContext();
    await accountInContext(context, env(), { first_name: 'Ana', last_name: 'Reyes' });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    const held = await holdRequests(page, '/api/trips');
    await page.goto('/dashboard');
    await heading(page, 'My Trips').waitFor();
    await page.getByRole('status').getByText('Loading...').waitFor();
    expect(await page.getByRole('status').locator(':scope > [aria-hidden="true"]').count()).toBe(6);
    await inspectWithoutToasts(page, 'dashboard-loading');
    held.release();
    await page
      .getByText('Create your first trip so you can start collecting tips from your friends.')
      .waitFor();
    expect(await page.getByPlaceholder('Filter trips...').count()).toBe(0);
    await inspectWithoutToasts(page, 'dashboard-empty');

    await page.getByRole('link', { name: 'Create New Trip' }).click();
    await waitForPath(page, '/create-trip');
    await heading(page, 'Create a New Trip').waitFor();
    expect(await typesBox(page).count()).toBe(0);
    await inspectWithoutToasts(page, 'create-trip');

    // Whitespace only: nothing is sent and the page stays.
    await destination(page).fill('   ');
    await page.getByRole('button', { name: 'Create Trip' }).click();
    expect(await typesBox(page).count()).toBe(0);
    expect(pathOf(page)).toBe('/create-trip');

    await createTrip(page, 'Lisbon', 'Pastry shops and viewpoints');
    await page.getByText('Pastry shops and viewpoints').waitFor();
    await page.getByRole('link', { name: 'Back' }).click();
    await waitForPath(page, '/dashboard');
    await page.getByText('Manage your travel destinations and collect recommendations').waitFor();
    await tripLink(page, 'Lisbon').waitFor();
    expect(await page.getByPlaceholder('Filter trips...').count()).toBe(0);

    await createTrip(page, 'Tokyo');
    await createTrip(page, 'Mexico City');
    const api = tripsApi(context, env().serverUrl);
    const { trips } = (await (await context.request.get(`${env().serverUrl}/api/trips`)).json()) as {
      trips: { id: string; destination: string }[];
    };
    const tokyo = trips.find((trip) => trip.destination === 'Tokyo');
    if (!tokyo) throw new Error('Tokyo was not created.');
    await api.addTips(tokyo.id, [{ category: 'eat', content: 'Ramen at Fuunji' }]);
    const lisbon = trips.find((trip) => trip.destination === 'Lisbon');
    if (!lisbon) throw new Error('Lisbon was not created.');
    await api.addTips(lisbon.id, [
      { category: 'eat', content: 'Pastéis de Belém' },
      { category: 'do', content: 'Tram 28' },
    ]);

    await page.goto('/dashboard');
    const filter = page.getByPlaceholder('Filter trips...');
    await filter.waitFor();
    expect(
      await page
        .getByRole('listitem')
        .filter({ has: tripLink(page, 'Tokyo') })
        .innerText(),
    ).toContain('1 tip');
    expect(
      await page
        .getByRole('listitem')
        .filter({ has: tripLink(page, 'Lisbon') })
        .innerText(),
    ).toContain('2 tips');
    // Newest first.
    const names = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(names).toEqual(['Mexico City', 'Tokyo', 'Lisbon']);
    await inspectWithoutToasts(page, 'dashboard-trips');
    expect(await page.title()).toBe('My Trips · Tiplist');
    // The drag library is loaded by the trip page only.
    expect(scripts.filter((script) => script.includes('sortable-tip-list'))).toEqual([]);

    await filter.fill('CITY');
    await tripLink(page, 'Tokyo').waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['Mexico City']);
    await filter.fill('Reykjavik');
    await page.getByRole('heading', { name: 'No trips found' }).waitFor();
    await page.getByText('Try adjusting your search query').waitFor();
    await inspectWithoutToasts(page, 'dashboard-no-match');
    await filter.fill('');

    const deleteTokyo = page.getByRole('button', { name: 'Delete trip to Tokyo' });
    await deleteTokyo.click();
    const confirm = page.getByRole('alertdialog');
    await confirm
      .getByText('Are you sure you want to delete this trip? This will also delete all recommendations.')
      .waitFor();
    await inspectWithoutToasts(page, 'dashboard-delete-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await tripLink(page, 'Tokyo').waitFor();
    // Nothing deleted, and the keyboard is back on the button that asked.
    await expect.poll(() => deleteTokyo.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await deleteTokyo.getAttribute('aria-expanded')).toBe('false');

    await deleteTokyo.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectSuccessToast(page, 'Trip deleted', 'The trip and all its recommendations have been deleted.');
    await tripLink(page, 'Tokyo').waitFor({ state: 'detached' });
    expect(await page.getByPlaceholder('Filter trips...').count()).toBe(0);

    await tripLink(page, 'Lisbon').click();
    await waitForPath(page, `/trip/${lisbon.id}`);
    await heading(page, 'Lisbon').waitFor();
  });

  it('reports a trips list that cannot be loaded', async () => {
    const context = await env().newContext();
    await accountInContext(context, env());
    const page = await context.newPage();
    await page.route('**/api/trips', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'The database is resting.' } }),
      }),
    );
    await page.goto('/dashboard');
    await expectErrorToast(page, 'Error loading trips', 'The database is resting.');
    await page.getByRole('button', { name: 'Try again' }).waitFor();
  });
});
