import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountInContext } from './support/accounts';
import { e2eDatabases, useE2eEnvironment } from './support/environment';

import { expectErrorToast, expectSuccessToast, waitUntilLive } from './support/page-helpers';
import { inspectPage } from './support/inspect-page';
import { inspectWithoutToasts, moveCardWithKeyboard, tripPage } from './support/trip-page';
import { tripsApi } from './support/trips';
import { DEFAULT_STREAM_LIMITS } from '../../src/server/limits';
import { TOO_MANY_STREAMS_MESSAGE } from '../../src/server/realtime/event-streams';
import { openEventStream } from '../support/event-stream';

/** Answers matching requests with our error shape, once. */
async function failOnce(page: Page, url: string, method: string, message: string) {
  await page.route(
    url,
    (route) =>
      route.request().method() === method
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'INTERNAL', message } }),
          })
        : route.fallback(),
    { times: 1 },
  );
}

describe.each(e2eDatabases())('a trip open in two tabs on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('shows a tip added in one tab in the other without a reload', async () => {
    const context = await env().newContext();
    await accountInContext(context, env());
    const trip = await tripsApi(context, env().serverUrl).createTrip('Istanbul');
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(`/trip/${trip.id}`);
    await waitUntilLive(first);
    await second.goto(`/trip/${trip.id}`);
    await waitUntilLive(second);
    await tripPage(second).heading('Istanbul').waitFor();
    await second.getByRole('heading', { name: 'No recommendations yet' }).waitFor();

    const ui = tripPage(first);
    await first.getByRole('button', { name: 'Add My Own' }).click();
    await ui.entry('Do', 1).fill('Ferry across the Bosphorus');
    await ui.addDialog.getByRole('button', { name: 'Submit' }).click();
    await expectSuccessToast(first, 'Recommendations submitted!');

    await tripPage(second).card('Ferry across the Bosphorus').waitFor();
    await inspectWithoutToasts(second, 'trip-live-update');

    // Changes made in the second tab reach the first the same way.
    await tripPage(second).card('Ferry').getByRole('button', { name: 'Favorite' }).click();
    await ui.card('Ferry').getByRole('button', { name: 'Favorite', pressed: true }).waitFor();
  });

  it('recovers when a tip was deleted elsewhere, and reports failed saves', async () => {
    const context = await env().newContext();
    await accountInContext(context, env());
    const api = tripsApi(context, env().serverUrl);
    const trip = await api.createTrip('Athens');
    const [gone] = await api.addTips(trip.id, [
      { category: 'eat', content: 'Souvlaki at Kostas' },
      { category: 'eat', content: 'Loukoumades' },
    ]);
    if (!gone) throw new Error('The tips were not added.');
    const page = await context.newPage();
    const ui = tripPage(page);
    // This tab does not hear about the deletion, as if its connection had dropped.
    await page.route('**/events', (route) => route.abort());
    await page.goto(`/trip/${trip.id}`);
    await waitUntilLive(page);
    await ui.card('Souvlaki at Kostas').waitFor();

    await api.deleteTip(gone.id);
    await ui.card('Souvlaki at Kostas').getByRole('button', { name: 'Mark as done' }).click();
    await expectErrorToast(page, 'Error updating recommendation', 'This recommendation no longer exists.');
    await ui.card('Souvlaki at Kostas').waitFor({ state: 'detached' });
    expect(await ui.tipTexts()).toEqual(['Loukoumades']);
    await inspectWithoutToasts(page, 'trip-toggle-error');

    await failOnce(page, '**/api/recommendations/*', 'DELETE', 'The database is busy.');
    await ui.card('Loukoumades').getByRole('button', { name: 'Delete recommendation' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectErrorToast(page, 'Error deleting recommendation', 'The database is busy.');
    await ui.card('Loukoumades').waitFor();

    await failOnce(page, `**/api/trips/${trip.id}/recommendations`, 'POST', 'The database is busy.');
    await ui.tab('Eat').click();
    await page.getByRole('button', { name: 'Add To This List' }).click();
    await ui.entry('Eat', 1).fill('Bougatsa for breakfast');
    await ui.addDialog.getByRole('button', { name: 'Submit' }).click();
    await expectErrorToast(page, 'Error submitting recommendations', 'The database is busy.');
    // The entry is kept for another try.
    expect(await ui.entry('Eat', 1).inputValue()).toBe('Bougatsa for breakfast');
    await ui.addDialog.getByRole('button', { name: 'Submit' }).click();
    await expectSuccessToast(page, 'Recommendations submitted!', 'Thank you for your 1 recommendation!');
    await ui.card('Bougatsa for breakfast').waitFor();

    await failOnce(page, '**/recommendations/order', 'PUT', 'The order could not be stored.');
    await moveCardWithKeyboard(ui.card('Bougatsa'), 'ArrowUp');
    await expectErrorToast(page, 'Error saving recommendation order', 'The order could not be stored.');
    // The list goes back to the order the server has.
    await expect.poll(() => ui.tipTexts()).toEqual(['Loukoumades', 'Bougatsa for breakfast']);

    await failOnce(page, `**/api/trips/${trip.id}`, 'PATCH', 'The database is busy.');
    await page.getByRole('button', { name: 'Ask Friends For Tips' }).click();
    const describeDialog = page.getByRole('dialog', { name: 'What tips are you looking for?' });
    await describeDialog.getByLabel('Trip description').fill('Tavernas by the sea');
    await describeDialog.getByRole('button', { name: 'Next' }).click();
    await expectErrorToast(page, 'Error updating description', 'The database is busy.');
    expect(await describeDialog.getByLabel('Trip description').inputValue()).toBe('Tavernas by the sea');
  });

  it('says so when too many live pages are open, and goes live again once one is closed', async () => {
    const context = await env().newContext();
    await accountInContext(context, env());
    const api = tripsApi(context, env().serverUrl);
    const trip = await api.createTrip('Lisbon');
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    // The owner's other pages, elsewhere, hold every live stream they may have.
    const elsewhere = [];
    for (let i = 0; i < DEFAULT_STREAM_LIMITS.perUser; i += 1) {
      elsewhere.push(await openEventStream(`${env().serverUrl}/api/trips/${trip.id}/events`, cookie));
    }
    const page = await context.newPage();
    await page.goto(`/trip/${trip.id}`);
    await waitUntilLive(page);
    await expectErrorToast(page, 'This page no longer updates by itself', TOO_MANY_STREAMS_MESSAGE);
    await inspectPage(page, 'trip-live-too-many-pages');

    for (const stream of elsewhere) stream.close();
    await page.reload();
    await waitUntilLive(page);
    await page.getByRole('heading', { name: 'No recommendations yet' }).waitFor();
    await api.addTips(trip.id, [{ category: 'eat', content: 'Pastéis de nata' }]);
    await tripPage(page).card('Pastéis de nata').waitFor();
  });
});
