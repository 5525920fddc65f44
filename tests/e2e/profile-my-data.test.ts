import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { MyDataFile } from '../../src/shared/contracts/my-data-file.js';
import { accountInContext } from './support/accounts';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { guidebooksApi } from './support/guidebooks';
import { inspectPage } from './support/inspect-page';
import { collectConsoleErrors, expectSuccessToast } from './support/page-helpers';
import { tripsApi } from './support/trips';

describe.each(oneE2eDatabase('postgres'))('Download My Data and Import My Data on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('saves the account as a ZIP, which another account imports as new lists', async () => {
    const owner = await env().newContext();
    await accountInContext(owner, env(), { first_name: 'Nadia', last_name: 'Haddad' });
    const trips = tripsApi(owner, env().serverUrl);
    const trip = await trips.createTrip('Lisbon', 'Food and fado');
    await trips.addTips(trip.id, [
      {
        category: 'eat',
        content: 'Pastéis at Manteigaria',
        place: { name: 'Manteigaria', latitude: 38.71, longitude: -9.14 },
      },
      { category: 'do', content: 'Tram 28 before 8 am' },
    ]);
    const books = guidebooksApi(owner, env().serverUrl);
    const guidebook = await books.create('Porto in a weekend', 'Porto');
    await books.addTips(guidebook.id, [{ category: 'eat', content: 'Francesinha at Café Santiago' }]);

    const page = await owner.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto('/profile');
    const saved = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download My Data' }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(/^tiplist-\d{4}-\d{2}-\d{2}\.zip$/);
    const zipPath = await download.path();
    const files = unzipSync(new Uint8Array(await readFile(zipPath)));
    expect(Object.keys(files)).toEqual(['tiplist.json']);
    const json = JSON.parse(new TextDecoder().decode(files['tiplist.json'])) as MyDataFile;
    expect(json.profile).toMatchObject({ firstName: 'Nadia', lastName: 'Haddad', picture: null });
    expect(json.trips.map((each) => [each.destination, each.description, each.tips.length])).toEqual([
      ['Lisbon', 'Food and fado', 2],
    ]);
    expect(json.guidebooks.map((each) => [each.title, each.tips.map((tip) => tip.text)])).toEqual([
      ['Porto in a weekend', ['Francesinha at Café Santiago']],
    ]);
    expect(errors).toEqual([]);

    const other = await env().newContext();
    await accountInContext(other, env(), { first_name: 'Omar' });
    const importer = await other.newPage();
    await importer.goto('/profile');
    const chooser = importer.waitForEvent('filechooser');
    await importer.getByRole('button', { name: 'Import My Data' }).click();
    await (await chooser).setFiles(zipPath);
    await expectSuccessToast(
      importer,
      'Imported 1 trip and 1 guidebook',
      '3 tips, in new lists on your dashboard and in My Guidebooks.',
    );
    await inspectPage(importer, 'profile-my-data-imported');

    // The header's tabs: the dashboard and My Guidebooks show the new lists without a reload.
    await importer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Trips' }).click();
    const card = importer
      .getByRole('listitem')
      .filter({ has: importer.getByRole('link', { name: 'Lisbon', exact: true }) });
    expect(await card.innerText()).toContain('2 tips');
    expect(await card.getByRole('link', { name: 'Lisbon', exact: true }).getAttribute('href')).not.toContain(
      trip.id,
    );
    await importer
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My Guidebooks' })
      .click();
    await importer.getByText('Porto in a weekend').waitFor();
  }, 60_000);
});
