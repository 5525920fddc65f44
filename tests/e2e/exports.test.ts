import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { friendContext, ownerWithTrip } from './support/friends';
import { guidebooksApi } from './support/guidebooks';
import { inspectPage } from './support/inspect-page';
import { collectConsoleErrors, waitUntilLive } from './support/page-helpers';

/** Chooses a file in the Download menu and returns its name and text as the browser saved them. */
async function downloadFrom(page: Page, label: string) {
  await page.getByRole('button', { name: 'Download' }).click();
  const menu = page.getByRole('dialog', { name: 'Download this list' });
  await menu.waitFor();
  const saved = page.waitForEvent('download');
  await menu.getByRole('link', { name: new RegExp(`^${label}\\b`) }).click();
  const download = await saved;
  const text = await readFile(await download.path(), 'utf8');
  await page.keyboard.press('Escape');
  return { name: download.suggestedFilename(), text };
}

/** Whether Chromium's own XML parser reads the file without error, and what it finds. */
const parseXml = (page: Page, xml: string, tag: string) =>
  page.evaluate(
    ([source, name]) => {
      const document = new DOMParser().parseFromString(source, 'application/xml');
      if (document.getElementsByTagName('parsererror').length > 0) return null;
      return [...document.getElementsByTagName(name)].map((node) => node.textContent);
    },
    [xml, tag] as const,
  );

describe.each(oneE2eDatabase('sqlite'))('downloading a trip on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('saves the places as KML, GPX and GeoJSON and every tip as CSV, named after the trip', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Lisboa & Porto');
    await api.addTips(trip.id, [
      {
        category: 'eat',
        content: 'Pastéis at Manteigaria <still warm> & "cheap"',
        place: { name: 'Manteigaria', latitude: 38.7107, longitude: -9.1434, placeId: 'osm:1' },
      },
      { category: 'do', content: 'Ride tram 28 before 8 am' },
    ]);
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`/trip/${trip.id}`);
    await waitUntilLive(page);
    await page.getByRole('button', { name: 'Download' }).click();
    await page.getByRole('dialog', { name: 'Download this list' }).waitFor();
    await inspectPage(page, 'trip-download-menu');
    await page.keyboard.press('Escape');

    const kml = await downloadFrom(page, 'KML');
    expect(kml.name).toBe('Lisboa & Porto.kml');
    expect(await parseXml(page, kml.text, 'name')).toEqual(['Lisboa & Porto', 'Eat', 'Manteigaria']);

    const gpx = await downloadFrom(page, 'GPX');
    expect(gpx.name).toBe('Lisboa & Porto.gpx');
    // The words as they are, and as the HTML a map app shows for a description (decision 023).
    expect(await parseXml(page, gpx.text, 'cmt')).toEqual(['Pastéis at Manteigaria <still warm> & "cheap"']);
    expect(await parseXml(page, gpx.text, 'desc')).toEqual([
      'Pastéis at Manteigaria &lt;still warm&gt; &amp; &quot;cheap&quot;',
    ]);

    const geojson = await downloadFrom(page, 'GeoJSON');
    expect(geojson.name).toBe('Lisboa & Porto.geojson');
    const collection = JSON.parse(geojson.text) as { features: { geometry: { coordinates: number[] } }[] };
    expect(collection.features.map((feature) => feature.geometry.coordinates)).toEqual([[-9.1434, 38.7107]]);

    const csv = await downloadFrom(page, 'CSV');
    expect(csv.name).toBe('Lisboa & Porto.csv');
    const rows = csv.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows.some((row) => row.startsWith('Do,Ride tram 28 before 8 am,,,,,'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('saves a guidebook from its page, and a shared guidebook from its link without an account', async () => {
    const { context } = await ownerWithTrip(env(), 'Unused');
    const api = guidebooksApi(context, env().serverUrl);
    const guidebook = await api.create('Kyoto, slowly', 'Kyoto');
    await api.addTips(guidebook.id, [
      {
        category: 'parks',
        content: 'Fushimi Inari before seven',
        place: { name: 'Fushimi Inari', latitude: 34.9671, longitude: 135.7727, placeId: 'osm:W1' },
      },
      { category: 'eat', content: 'Standing sushi near the station' },
    ]);
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`/guidebook/${guidebook.id}`);
    const gpx = await downloadFrom(page, 'GPX');
    expect(gpx.name).toBe('Kyoto, slowly.gpx');
    expect(await parseXml(page, gpx.text, 'desc')).toEqual(['Fushimi Inari before seven']);
    expect(errors).toEqual([]);

    const link = await api.share(guidebook.id);
    const visitor = await (await friendContext(env())).newPage();
    await visitor.goto(`/shared-guidebook/${link.share_token}`);
    const downloads = visitor.getByRole('region', { name: 'Download this list' });
    await downloads.waitFor();
    await downloads.scrollIntoViewIfNeeded();
    await inspectPage(visitor, 'shared-guidebook-downloads');
    const saved = visitor.waitForEvent('download');
    await downloads.getByRole('link', { name: /^CSV\b/ }).click();
    const csv = await saved;
    expect(csv.suggestedFilename()).toBe('Kyoto, slowly.csv');
    const rows = (await readFile(await csv.path(), 'utf8')).trimEnd().split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows.some((row) => row.startsWith('Parks,Fushimi Inari before seven,Fushimi Inari,'))).toBe(true);
  });
});
