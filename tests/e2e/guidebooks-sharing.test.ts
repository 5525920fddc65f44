import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountInContext, fillSignUpForm, newAccount } from './support/accounts';
import { oneE2eDatabase, type E2eEnvironment, useE2eEnvironment } from './support/environment';
import { friendContext } from './support/friends';
import { guidebooksApi } from './support/guidebooks';
import { inspectPage } from './support/inspect-page';
import { expectErrorToast, expectSuccessToast, waitForPath } from './support/page-helpers';
import { inspectWithoutToasts } from './support/trip-page';

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Makes the clipboard refuse, as a browser without permission (or on plain http) does. */
const refuseClipboard = (page: Page) =>
  page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.'));
  });
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));

/** An owner with a Lisbon guidebook: two tips with places, one without. */
async function ownerWithGuidebook(env: E2eEnvironment) {
  const context = await env.newContext();
  const owner = await accountInContext(context, env, { first_name: 'Inês' });
  const api = guidebooksApi(context, env.serverUrl);
  const guidebook = await api.create('Lisbon like a local', 'Lisbon', 'Twenty years of walking these hills.');
  await api.addTips(guidebook.id, [
    {
      category: 'eat',
      content: 'Pastéis at Manteigaria',
      place: { name: 'Manteigaria', latitude: 38.7107, longitude: -9.1434, placeId: 'osm:1' },
    },
    {
      category: 'do',
      content: 'Sunset at Senhora do Monte',
      place: { name: 'Senhora do Monte', latitude: 38.7193, longitude: -9.1326, placeId: 'osm:2' },
    },
    { category: 'bars', content: 'Ginjinha by the Rossio' },
  ]);
  return { context, owner, api, guidebook };
}

describe.each(oneE2eDatabase('postgres'))('sharing guidebooks on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('shares a guidebook with anyone who has the link, maps it, and stops when the link is revoked', async () => {
    const { context, guidebook } = await ownerWithGuidebook(env());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env().serverUrl });
    const page = await context.newPage();
    await page.goto(`/guidebook/${guidebook.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Guidebook' });
    await dialog.getByRole('button', { name: 'Create Link' }).click();
    await expectSuccessToast(page, 'Link copied!', 'Share this link to show your guidebook recommendations.');
    const link = await readClipboard(page);
    expect(link).toMatch(
      new RegExp(`^${env().serverUrl}/shared-guidebook/[A-Za-z0-9_-]{43}\\?destination=Lisbon$`),
    );
    await inspectWithoutToasts(page, 'guidebook-share-dialog');

    const visitor = await (await friendContext(env())).newPage();
    await visitor.goto(link);
    await visitor.getByRole('heading', { level: 1, name: 'Lisbon like a local' }).waitFor();
    await visitor.getByText(`Created ${longDate(guidebook.created_at)}`).waitFor();
    await visitor.getByText('Twenty years of walking these hills.').waitFor();
    expect(await visitor.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/auth?action=sign_up',
    );
    expect(await visitor.getByRole('article').allInnerTexts()).toEqual([
      expect.stringContaining('Pastéis at Manteigaria'),
    ]);
    await inspectPage(visitor, 'shared-guidebook');
    const tabs = visitor.getByRole('tablist', { name: 'Recommendation categories' });
    await tabs.getByRole('tab', { name: /^Stay\b/ }).click();
    await visitor.getByText("This guidebook doesn't have any Stay recommendations yet.").waitFor();

    await visitor.getByRole('link', { name: 'View Map' }).click();
    await visitor.waitForURL(/\/shared-guidebook\/[^/]+\/map$/);
    await visitor.getByText('2 locations').waitFor();
    await inspectPage(visitor, 'shared-guidebook-map');

    await dialog.getByRole('button', { name: 'Revoke Link' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await dialog.getByRole('button', { name: 'Create Link' }).waitFor();

    // Without a clipboard the new link is shown, selected, to copy by hand (the share dialog's fallback).
    await refuseClipboard(page);
    await dialog.getByRole('button', { name: 'Create Link' }).click();
    await expectSuccessToast(page, 'Share link ready', 'Please copy the link manually from the dialog.');
    const shown = await dialog.getByRole('textbox').inputValue();
    expect(shown).toMatch(/\/shared-guidebook\/[A-Za-z0-9_-]{43}\?destination=Lisbon$/);
    expect(shown).not.toBe(link);

    await visitor.goto(link);
    await expectErrorToast(visitor, 'Error loading shared guidebook', 'Shared guidebook not found');
    await visitor.getByRole('heading', { level: 1, name: 'Guidebook not found' }).waitFor();
    await visitor.getByText('This shared guidebook link may be invalid or expired.').waitFor();
    expect(await visitor.getByText('Pastéis at Manteigaria').count()).toBe(0);
    await inspectPage(visitor, 'shared-guidebook-revoked');
  });

  it('turns a shared guidebook into a trip for a new account, and again for a signed-in visitor', async () => {
    const { api, guidebook } = await ownerWithGuidebook(env());
    const { share_token } = await api.share(guidebook.id);
    const context = await env().newContext();
    const page = await context.newPage();
    await page.goto(`/shared-guidebook/${share_token}`);
    await page.getByRole('heading', { level: 1, name: 'Lisbon like a local' }).waitFor();
    await page.getByRole('button', { name: 'Join Tiplist' }).click();
    await waitForPath(page, '/auth');
    await fillSignUpForm(page, newAccount());
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await waitForPath(page, '/dashboard');
    await expectSuccessToast(
      page,
      'Account created',
      'Welcome to Tiplist! A trip to Lisbon has been made from the guidebook.',
    );
    await page.getByRole('link', { name: 'Lisbon' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lisbon' }).waitFor();
    await page.getByText('— Inês').first().waitFor();
    await page.getByText('Ginjinha by the Rossio').waitFor();
    expect(await page.getByRole('article').count()).toBe(3);

    await page.goto(`/shared-guidebook/${share_token}`);
    await page.getByRole('button', { name: 'Save as a trip' }).click();
    await waitForPath(page, '/dashboard');
    await expectSuccessToast(
      page,
      'Trip created!',
      'A trip to Lisbon has been created with 3 recommendations.',
    );
    await page.getByText('3 tips').nth(1).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('tiplist.pendingCopy'))).toBeNull();
  });
});
