import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TAKEOUT_SAVED_PLACES } from '../support/import-samples';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { ownerWithTrip } from './support/friends';
import { inspectPage } from './support/inspect-page';
import { collectConsoleErrors, expectSuccessToast, waitUntilLive } from './support/page-helpers';
import { inspectWithoutToasts } from './support/trip-page';

/** Opens "Import" and chooses the file, as a person picks it in the file chooser. */
async function chooseFile(page: Page, name: string, text: string) {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import places' });
  await dialog.waitFor();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(text) });
  return dialog;
}

describe.each(oneE2eDatabase('postgres'))('importing places on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('imports Google saved places into an empty trip, asking the category of the place it cannot tell', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Lisbon');
    const page = await context.newPage();
    await page.goto(`/trip/${trip.id}`);

    const refused = await chooseFile(
      page,
      'evil.kml',
      '<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY x SYSTEM "file:///etc/passwd">]><kml><Placemark><name>&x;</name></Placemark></kml>',
    );
    await refused
      .getByRole('alert')
      .filter({ hasText: 'declares a document type or XML entities' })
      .waitFor();
    await inspectPage(page, 'import-refused-file');
    // The refusal above is the one failed request this page may log.
    const errors = collectConsoleErrors(page);

    await refused.locator('input[type=file]').setInputFiles({
      name: 'Saved Places.json',
      mimeType: 'application/json',
      buffer: Buffer.from(TAKEOUT_SAVED_PLACES),
    });
    const dialog = page.getByRole('dialog', { name: 'Import places' });
    await dialog.getByText('3 places in Saved Places.json').waitFor();
    const rows = dialog.getByRole('list', { name: 'Places in the file' }).getByRole('listitem');
    expect(await rows.count()).toBe(3);
    expect(await dialog.getByLabel('Category for Museu de Marinha').inputValue()).toBe('museums');
    expect(await dialog.getByLabel('Category for Torre de Belém').inputValue()).toBe('');
    await dialog.getByText('Choose a category for 1 place before importing.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Import 2 places' }).isDisabled()).toBe(true);
    await inspectPage(page, 'import-preview');

    await dialog.getByLabel('Category for places without one').selectOption('do');
    await dialog.getByRole('button', { name: 'Import 3 places' }).click();
    await expectSuccessToast(page, 'Imported 3 places', 'They are in your list now.');
    await page.getByRole('article').filter({ hasText: 'Custard tarts, still warm' }).waitFor();
    await inspectWithoutToasts(page, 'trip-after-import');

    const tips = (await api.getTrip(trip.id)).recommendations;
    expect(tips.map((tip) => [tip.category, tip.place_name, tip.latitude]).sort()).toEqual([
      ['do', 'Torre de Belém', null],
      ['eat', 'Manteigaria', 38.7107],
      ['museums', 'Museu de Marinha', 38.6916],
    ]);
    expect(errors).toEqual([]);
  });

  it('brings a downloaded trip back into a new one with the same places, and leaves out what is there', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Porto');
    await api.addTips(trip.id, [
      {
        category: 'eat',
        content: 'Francesinha at Café Santiago',
        place: { name: 'Café Santiago', latitude: 41.1466, longitude: -8.6064, placeId: 'osm:N42' },
      },
      {
        category: 'parks',
        content: 'Sunset from the gardens',
        place: {
          name: 'Jardins do Palácio de Cristal',
          latitude: 41.1482,
          longitude: -8.6256,
          placeId: 'osm:W7',
        },
      },
    ]);
    const page = await context.newPage();
    await page.goto(`/trip/${trip.id}`);
    await waitUntilLive(page);
    await page.getByRole('button', { name: 'Download' }).click();
    const saved = page.waitForEvent('download');
    await page
      .getByRole('dialog', { name: 'Download this list' })
      .getByRole('link', { name: /^KML\b/ })
      .click();
    const kml = await readFile(await (await saved).path(), 'utf8');

    const fresh = await api.createTrip('Porto again');
    await api.addTips(fresh.id, [
      {
        category: 'eat',
        content: 'Already here',
        place: { name: 'Café Santiago', latitude: 41.1466, longitude: -8.6064, placeId: 'osm:N42' },
      },
    ]);
    await page.goto(`/trip/${fresh.id}`);
    const dialog = await chooseFile(page, 'Porto.kml', kml);
    await dialog.getByText('Already in this list', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Category for Jardins do Palácio de Cristal').inputValue()).toBe('parks');
    await dialog.getByRole('button', { name: 'Import 1 place' }).click();
    await expectSuccessToast(page, 'Imported 1 place', 'They are in your list now.');

    const places = (await api.getTrip(fresh.id)).recommendations.map((tip) => [
      tip.category,
      tip.content,
      tip.place_name,
      tip.latitude,
      tip.longitude,
      tip.place_id,
    ]);
    expect(places.sort()).toEqual([
      ['eat', 'Already here', 'Café Santiago', 41.1466, -8.6064, 'osm:N42'],
      ['parks', 'Sunset from the gardens', 'Jardins do Palácio de Cristal', 41.1482, -8.6256, 'osm:W7'],
    ]);
  });
});
