import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountInContext } from './support/accounts';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';

import { expectErrorToast, expectSuccessToast, waitUntilLive } from './support/page-helpers';
import { inspectWithoutToasts, tripPage } from './support/trip-page';
import { tripsApi } from './support/trips';

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Makes the clipboard refuse, as a browser without permission (or on plain http) does. */
const refuseClipboard = (page: Page) =>
  page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.'));
  });

/** True when the whole text of the focused field is selected, ready for a manual copy. */
const linkIsSelected = (page: Page) =>
  page.evaluate(() => {
    const field = document.activeElement;
    return (
      field instanceof HTMLInputElement &&
      field.selectionStart === 0 &&
      field.selectionEnd === field.value.length &&
      field.value.length > 0
    );
  });

describe.each(oneE2eDatabase('postgres'))('sharing a trip on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('asks friends for tips: description first (saved only when changed), then the link to copy', async () => {
    const context = await env().newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env().serverUrl });
    await accountInContext(context, env());
    const api = tripsApi(context, env().serverUrl);
    const trip = await api.createTrip('Seoul', 'Street food');
    await api.addTips(trip.id, [{ category: 'eat', content: 'Gwangjang market' }]);
    const page = await context.newPage();
    const descriptionSaves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().endsWith(`/api/trips/${trip.id}`)) {
        descriptionSaves.push(request.postData() ?? '');
      }
    });
    await page.goto(`/trip/${trip.id}`);
    await waitUntilLive(page);
    const ask = page.getByRole('button', { name: 'Ask Friends For Tips' });
    const describeDialog = page.getByRole('dialog', { name: 'What tips are you looking for?' });
    const shareDialog = page.getByRole('dialog', { name: 'Share This Link' });
    const description = describeDialog.getByLabel('Trip description');

    // Closing cancels: no dialog follows, nothing is saved.
    await ask.click();
    expect(await description.inputValue()).toBe('Street food');
    await inspectWithoutToasts(page, 'trip-ask-description');
    await page.keyboard.press('Escape');
    await describeDialog.waitFor({ state: 'detached' });
    expect(await shareDialog.count()).toBe(0);

    // Next with the text unchanged (but for spaces) saves nothing.
    await ask.click();
    await description.fill('  Street food ');
    await describeDialog.getByRole('button', { name: 'Next' }).click();
    await shareDialog.waitFor();
    expect(descriptionSaves).toEqual([]);
    const link = shareDialog.getByRole('textbox', { name: 'Link for your friends' });
    expect(await link.inputValue()).toBe(`${env().serverUrl}/rec/${trip.share_token}`);
    expect(await link.getAttribute('readonly')).not.toBeNull();
    await shareDialog.getByRole('button', { name: 'Copy Link' }).click();
    await shareDialog.getByRole('button', { name: 'Link Copied!' }).waitFor();
    await expectSuccessToast(page, 'Link copied!', 'Share this link to ask for trip recommendations.');
    expect(await readClipboard(page)).toBe(`${env().serverUrl}/rec/${trip.share_token}`);
    await inspectWithoutToasts(page, 'trip-share-link');
    // The copied state lasts two seconds.
    await shareDialog.getByRole('button', { name: 'Copy Link' }).waitFor({ timeout: 4000 });
    await page.keyboard.press('Escape');
    await shareDialog.waitFor({ state: 'detached' });

    // A changed description is saved, then the link dialog opens.
    await ask.click();
    await description.fill('Street food and night markets');
    await describeDialog.getByRole('button', { name: 'Next' }).click();
    await expectSuccessToast(
      page,
      'Description updated',
      'Your trip description has been saved successfully.',
    );
    await shareDialog.waitFor();
    expect(descriptionSaves).toHaveLength(1);
    await page.keyboard.press('Escape');
    await page.getByText('Street food and night markets').waitFor();

    // Skip goes straight to the link, without saving.
    await ask.click();
    await description.fill('Something else entirely');
    await describeDialog.getByRole('button', { name: 'Skip' }).click();
    await shareDialog.waitFor();
    expect(descriptionSaves).toHaveLength(1);

    // Without a clipboard the link is selected for copying by hand.
    await refuseClipboard(page);
    await shareDialog.getByRole('button', { name: 'Copy Link' }).click();
    await expectErrorToast(page, 'Failed to copy', 'Please copy the link manually.');
    expect(await linkIsSelected(page)).toBe(true);
    await shareDialog.waitFor();
  });

  it('shares the favourites with a link that expires after the chosen time', async () => {
    const context = await env().newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env().serverUrl });
    await accountInContext(context, env());
    const api = tripsApi(context, env().serverUrl);
    const trip = await api.createTrip('Mexico City');
    await api.addTips(trip.id, [
      { category: 'eat', content: 'Tacos al pastor at El Vilsito' },
      { category: 'museums', content: 'Museo Frida Kahlo' },
    ]);
    const page = await context.newPage();
    const ui = tripPage(page);
    await page.goto(`/trip/${trip.id}`);
    await waitUntilLive(page);
    await ui.favoritesOnly().click();
    await page.getByRole('heading', { name: 'No favorites yet' }).waitFor();
    expect(await page.getByRole('button', { name: 'Share Favorites' }).count()).toBe(0);
    await ui.favoritesOnly().click();
    await ui.card('Tacos al pastor').getByRole('button', { name: 'Favorite' }).click();
    await ui.card('Tacos al pastor').getByRole('button', { name: 'Favorite', pressed: true }).waitFor();
    await ui.favoritesOnly().click();

    await page.getByRole('button', { name: 'Share Favorites' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Your Favorites' });
    const lifetime = dialog.getByLabel('Link expires after');
    expect(await lifetime.inputValue()).toBe('30');
    await inspectWithoutToasts(page, 'trip-share-favorites');

    await page.route('**/shared-favorites', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many links at once.' } }),
      }),
    );
    await dialog.getByRole('button', { name: 'Create Link' }).click();
    await expectErrorToast(page, 'Failed to create share link', 'Too many links at once.');
    await page.unroute('**/shared-favorites');

    await lifetime.selectOption('7');
    const created = page.waitForResponse((r) => r.url().endsWith('/shared-favorites'));
    await dialog.getByRole('button', { name: 'Create Link' }).click();
    const body = (await (await created).json()) as { share_url: string; expires_at: string };
    const days = (Date.parse(body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    await expectSuccessToast(page, 'Link copied!', 'Share this link to show your favorite recommendations.');
    const link = dialog.getByRole('textbox', { name: 'Link to your favorites' });
    expect(await link.inputValue()).toBe(body.share_url);
    expect(await readClipboard(page)).toBe(body.share_url);
    await dialog.getByText(/The link works until/).waitFor();
    await inspectWithoutToasts(page, 'trip-share-favorites-link');
    await page.keyboard.press('Escape');

    // With the clipboard refused, the link waits in the dialog, selected.
    await refuseClipboard(page);
    await page.getByRole('button', { name: 'Share Favorites' }).click();
    await dialog.getByRole('button', { name: 'Create Link' }).click();
    await expectSuccessToast(page, 'Share link ready', 'Please copy the link manually from the dialog.');
    await link.waitFor();
    expect(await linkIsSelected(page)).toBe(true);
  });
});
