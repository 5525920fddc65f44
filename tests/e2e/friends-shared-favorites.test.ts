import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, fillSignUpForm } from './support/accounts';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { friendContext, ownerWithTrip } from './support/friends';
import { inspectPage } from './support/inspect-page';
import {
  collectConsoleErrors,
  expectErrorToast,
  expectSuccessToast,
  holdRequests,
  waitForPath,
} from './support/page-helpers';
import { expireSharedFavorites, sharingApi } from './support/sharing';

const favouriteTexts = ['Park Bar on the car park roof', 'Pastéis at Manteigaria', 'Tram 28 before 8 am'];

/** What the browser still holds for a copy into the account (nothing, once the copy is made). */
const pendingCopyIn = (page: Page) => page.evaluate(() => localStorage.getItem('tiplist.pendingCopy'));

describe.each(oneE2eDatabase('postgres'))('shared favourites on %s', (database) => {
  const env = useE2eEnvironment(database);

  async function sharedTrip() {
    const { context, api, trip } = await ownerWithTrip(env(), 'Lisbon');
    const tips = await api.addTips(trip.id, [
      {
        category: 'eat',
        content: 'Pastéis at Manteigaria',
        place: { name: 'Manteigaria', latitude: 38.7107, longitude: -9.1434, placeId: 'osm:1' },
      },
      { category: 'eat', content: 'Skip the tourist sardines on Rua Augusta' },
      { category: 'do', content: 'Tram 28 before 8 am' },
      { category: 'bars', content: 'Park Bar on the car park roof' },
    ]);
    const sharing = sharingApi(context, env().serverUrl);
    for (const tip of tips.filter((_, index) => index !== 1)) await sharing.favorite(tip.id);
    const link = await sharing.shareFavorites(trip.id);
    return { link };
  }

  it('paints the list from the page before any script, and takes it over in place', async () => {
    const { link } = await sharedTrip();
    const page = await (await friendContext(env())).newPage();
    const errors = collectConsoleErrors(page);
    const scripts = await holdRequests(page, '/assets/friend-*.js');
    await page.goto(`/shared-favorites/${link.share_token}`);
    const heading = page.getByRole('heading', { level: 1, name: 'Tips for Lisbon' });
    await heading.waitFor();
    expect(await page.getByText('Tram 28 before 8 am').isVisible()).toBe(true);
    // Drawn, not yet taken over: its tabs wait for the script rather than lose a press.
    expect(await page.locator('[inert]').count()).toBe(1);
    await heading.evaluate((element) => element.setAttribute('data-drawn-node', ''));
    scripts.release();
    await expect.poll(() => page.locator('[inert]').count()).toBe(0);
    const tabs = page.getByRole('tablist', { name: 'Recommendation categories' });
    await tabs.getByRole('tab', { name: /^Do\b/ }).click();
    await tabs.getByRole('tab', { name: /^Do\b/, selected: true }).waitFor();
    expect(await page.getByRole('article').allInnerTexts()).toEqual([
      expect.stringContaining('Tram 28 before 8 am'),
    ]);
    // The same heading element: React took the drawing over instead of drawing it again.
    expect(await page.locator('h1[data-drawn-node]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('shows only the favourites, by category, with the ways to join and the map', async () => {
    const { link } = await sharedTrip();
    expect(link.share_url).toBe(`${env().serverUrl}/shared-favorites/${link.share_token}`);
    const page = await (await friendContext(env())).newPage();
    await page.goto(`/shared-favorites/${link.share_token}`);

    await page.getByRole('heading', { level: 1, name: 'Tips for Lisbon' }).waitFor();
    const tabs = page.getByRole('tablist', { name: 'Recommendation categories' });
    await tabs
      .getByRole('tab', { name: /^All\b/, selected: true })
      .getByText('3')
      .waitFor();
    // The category chips: All, then Eat first (SHARED_FAVORITES_CATEGORIES).
    const chips = (await tabs.getByRole('tab').allInnerTexts()).map((text) =>
      text.replace(/\d+/g, '').trim(),
    );
    expect(chips).toEqual(['All', 'Eat', 'Do', 'Stay', 'Dance', 'Bars', 'Get Around', 'Museums', 'Parks']);
    expect(await page.getByRole('article').count()).toBe(3);
    expect(await page.getByText('Skip the tourist sardines').count()).toBe(0);
    await page.getByRole('heading', { name: 'Wanna add more to this?' }).waitFor();
    const map = page.getByRole('link', { name: 'View Map' });
    expect(await map.getAttribute('href')).toBe(`/shared-favorites/${link.share_token}/map`);
    expect(await page.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    await inspectPage(page, 'shared-favorites');

    await tabs.getByRole('tab', { name: /^Eat\b/ }).click();
    await tabs
      .getByRole('tab', { name: /^Eat\b/, selected: true })
      .getByText('1')
      .waitFor();
    expect(await page.getByRole('article').allInnerTexts()).toEqual([
      expect.stringContaining('Pastéis at Manteigaria'),
    ]);
    await tabs.getByRole('tab', { name: /^Stay\b/ }).click();
    await page.getByText('No Stay recommendations').waitFor();
    expect(await page.getByRole('heading', { name: 'Wanna add more to this?' }).count()).toBe(0);
    await inspectPage(page, 'shared-favorites-empty-category');

    await tabs.getByRole('tab', { name: /^Do\b/ }).click();
    await page.getByRole('button', { name: 'Join Tiplist' }).click();
    await waitForPath(page, '/auth');
    await page.getByRole('heading', { name: 'Join Tiplist' }).waitFor();
    // The list came along to /auth: the new account starts on its dashboard, and the list waits there for
    // the copy into the account (never the not-found page).
    const account = newAccount();
    await fillSignUpForm(page, account);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    // The favourites become a guidebook of the new account's own (the copy made at sign-up, decision 018).
    await waitForPath(page, '/guidebooks');
    await expectSuccessToast(
      page,
      'Account created',
      'Welcome to Tiplist! Your Lisbon guidebook has been made with your recommendations.',
    );
    await page.getByRole('link', { name: 'Favorites for Lisbon' }).click();
    await page.getByRole('heading', { level: 1, name: 'Favorites for Lisbon' }).waitFor();
    const copied: string[] = [];
    for (const tab of ['Eat', 'Do', 'Bars']) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}\\b`) }).click();
      await page.getByRole('article').first().waitFor();
      // The tip's own words: its place link's words for screen readers, " (map)", may fall on the same
      // line or the next one as Chromium lays them out.
      copied.push(
        ...(await page.getByRole('article').allInnerTexts()).map((text) =>
          (text.split('\n')[0] ?? '').replace(/\s*\(map\)$/, ''),
        ),
      );
    }
    expect(copied.sort()).toEqual(favouriteTexts);
    expect(await pendingCopyIn(page)).toBeNull();
  });

  it('lets a signed-in visitor save the list as a guidebook', async () => {
    const { link } = await sharedTrip();
    const { context } = await ownerWithTrip(env(), 'Porto');
    const page = await context.newPage();
    await page.goto(`/shared-favorites/${link.share_token}`);
    await page.getByRole('heading', { level: 1, name: 'Tips for Lisbon' }).waitFor();
    await page.getByRole('button', { name: 'Save as a guidebook' }).click();
    await waitForPath(page, '/guidebooks');
    await expectSuccessToast(
      page,
      'Guidebook created!',
      'Your Lisbon guidebook has been added to your collection.',
    );
    await page.getByRole('link', { name: 'Favorites for Lisbon' }).waitFor();
    await page.getByText('3 entries').waitFor();
    expect(await pendingCopyIn(page)).toBeNull();
  });

  it('lets a signed-in visitor save the list as a trip, and says so when the link has gone', async () => {
    const { link } = await sharedTrip();
    const { context } = await ownerWithTrip(env(), 'Porto');
    const page = await context.newPage();
    await page.goto(`/shared-favorites/${link.share_token}`);
    await page.getByRole('heading', { level: 1, name: 'Tips for Lisbon' }).waitFor();
    await page.getByRole('button', { name: 'Save as a guidebook' }).waitFor();
    await inspectPage(page, 'shared-favorites-signed-in');
    await page.getByRole('button', { name: 'Save as a trip' }).click();
    await waitForPath(page, '/dashboard');
    await expectSuccessToast(
      page,
      'Trip copied!',
      'A copy of the trip to Lisbon has been added to your dashboard.',
    );
    const lisbon = page.getByRole('link', { name: /Lisbon/ });
    await lisbon.first().waitFor();
    const copies = await lisbon.count();
    expect(await pendingCopyIn(page)).toBeNull();

    // A link that stops working between the page and the copy: nothing is made, and the toast says so.
    await page.goto(`/shared-favorites/${link.share_token}`);
    await page.getByRole('button', { name: 'Save as a trip' }).waitFor();
    await expireSharedFavorites(database, link.share_token);
    await page.getByRole('button', { name: 'Save as a trip' }).click();
    await waitForPath(page, '/dashboard');
    await expectErrorToast(page, 'Error copying trip', 'Could not copy the trip to your account.');
    await page.getByRole('link', { name: /Porto/ }).first().waitFor();
    expect(await lisbon.count()).toBe(copies);
  });

  it('has no map button when no favourite has a place', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Oslo');
    const [tip] = await api.addTips(trip.id, [{ category: 'parks', content: 'Vigeland park at dusk' }]);
    const sharing = sharingApi(context, env().serverUrl);
    if (tip) await sharing.favorite(tip.id);
    const link = await sharing.shareFavorites(trip.id);
    const page = await (await friendContext(env())).newPage();
    await page.goto(`/shared-favorites/${link.share_token}`);
    await page.getByText('Vigeland park at dusk').waitFor();
    expect(await page.getByRole('link', { name: 'View Map' }).count()).toBe(0);
  });

  it('says "Shared list not found" once the link has expired, and for an unknown link', async () => {
    const { link } = await sharedTrip();
    await expireSharedFavorites(database, link.share_token);
    const page = await (await friendContext(env())).newPage();

    await page.goto(`/shared-favorites/${link.share_token}`);
    await expectErrorToast(page, 'Shared list not found', 'This link may be invalid or expired.');
    await page.getByRole('heading', { level: 1, name: 'Shared list not found' }).waitFor();
    expect(await page.getByText('Pastéis at Manteigaria').count()).toBe(0);
    await inspectPage(page, 'shared-favorites-expired');

    await page.goto('/shared-favorites/nope');
    await page.getByRole('heading', { level: 1, name: 'Shared list not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await waitForPath(page, '/');
  });
});
