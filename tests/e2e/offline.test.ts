import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountInContext } from './support/accounts';
import { launchProfileBrowser } from './support/browser';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import {
  ageOfflineCopy,
  backOnline,
  hasOfflineCopy,
  offlineDataIn,
  openTripForOffline,
  signOutElsewhere,
} from './support/offline';
import { expectSuccessToast } from './support/page-helpers';
import { inspectWithoutToasts, tripPage } from './support/trip-page';
import { tripsApi } from './support/trips';

describe.each(oneE2eDatabase('postgres'))('installing Tiplist and reading offline on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('installs, reloads an opened trip offline, and syncs the changes made there once back online', async () => {
    const context = await env().newContext({ serviceWorkers: 'allow' });
    await accountInContext(context, env(), { first_name: 'Inès', last_name: 'Moreau' });
    const api = tripsApi(context, env().serverUrl);
    const trip = await api.createTrip('Kyoto', 'Temples, tea and ramen');
    await api.addTips(trip.id, [
      { category: 'eat', content: 'Ramen at Ichiran, open all night' },
      { category: 'do', content: 'Fushimi Inari at dawn, before the crowds' },
      { category: 'parks', content: 'Moss garden at Saihō-ji' },
    ]);
    const page = await openTripForOffline(context, trip.id);
    const ui = tripPage(page);

    await context.setOffline(true);
    await page.reload();
    await ui.heading('Kyoto').waitFor();
    await ui.card('Ramen at Ichiran').waitFor();
    await page
      .getByText("You're offline. The trips and guidebooks you have opened can still be read.")
      .waitFor();
    await inspectWithoutToasts(page, 'offline-trip');

    const done = ui.card('Ramen at Ichiran').getByRole('button', { name: 'Mark as done' });
    await done.click();
    await expect.poll(() => done.getAttribute('aria-pressed')).toBe('true');
    const favorite = ui.card('Fushimi Inari').getByRole('button', { name: 'Favorite' });
    await favorite.click();
    await expect.poll(() => favorite.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Add To This List' }).click();
    await ui.addDialog.waitFor();
    await ui.dialogTab('Bars').click();
    await ui.entry('Bars', 1).fill('Matcha at Ippodo');
    await ui.addDialog.getByRole('button', { name: 'Submit' }).click();
    await expectSuccessToast(
      page,
      'Saved on this device',
      "Your recommendations will be sent when you're back online.",
    );
    await ui.card('Matcha at Ippodo').waitFor();
    await page.getByText("You're offline. 3 changes will sync when you're back online.").waitFor();

    // A reload offline keeps them: they wait in the browser, not in the page.
    await page.reload();
    await ui.card('Matcha at Ippodo').waitFor();
    await expect.poll(() => done.getAttribute('aria-pressed')).toBe('true');
    await page.getByText("You're offline. 3 changes will sync when you're back online.").waitFor();
    await inspectWithoutToasts(page, 'offline-changes-waiting');
    const before = await api.getTrip(trip.id);
    expect(before.recommendations.some((tip) => tip.is_completed || tip.is_favorite)).toBe(false);
    expect(before.recommendations).toHaveLength(3);

    await backOnline(context, page);
    await page.getByText('Synced. Your changes are saved.').waitFor();
    await inspectWithoutToasts(page, 'offline-synced');
    const after = await api.getTrip(trip.id);
    const state = Object.fromEntries(
      after.recommendations.map((tip) => [tip.content.split(',')[0], [tip.is_completed, tip.is_favorite]]),
    );
    expect(state).toEqual({
      'Ramen at Ichiran': [true, false],
      'Fushimi Inari at dawn': [false, true],
      'Moss garden at Saihō-ji': [false, false],
      'Matcha at Ippodo': [false, false],
    });
    expect(await page.evaluate(() => localStorage.getItem('tiplist:offline-changes'))).toContain(
      '"queued":[]',
    );
  });

  it('tells the owner of a change the server refused, and keeps friend pages out of the offline app', async () => {
    const context = await env().newContext({ serviceWorkers: 'allow' });
    await accountInContext(context, env(), { first_name: 'Tomás', last_name: 'Ruiz' });
    const api = tripsApi(context, env().serverUrl);
    const trip = await api.createTrip('Oaxaca');
    const [mole] = await api.addTips(trip.id, [
      { category: 'eat', content: 'Mole negro at Los Danzantes' },
      {
        category: 'eat',
        content: 'Tlayudas on Calle Libres, menu at [https://good.example](https://evil.example)',
      },
    ]);
    const page = await openTripForOffline(context, trip.id);
    const ui = tripPage(page);

    await context.setOffline(true);
    await ui.card('Mole negro').getByRole('button', { name: 'Mark as done' }).click();
    // A link whose words name another site shows where it really goes.
    await ui.card('Tlayudas').getByRole('link', { name: 'https://good.example (evil.example)' }).waitFor();
    await ui.card('Tlayudas').getByRole('button', { name: 'Favorite' }).click();
    await page.getByText("You're offline. 2 changes will sync when you're back online.").waitFor();
    // A friend's link is the friend page's own, never the owner's app, even offline in the same browser.
    const friendPage = await context.newPage();
    await expect(friendPage.goto('/rec/a-friend-link')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await friendPage.close();

    // Meanwhile, on another device, the tip is deleted.
    await api.deleteTip(mole?.id ?? '');
    await backOnline(context, page);
    const refused = page.getByRole('alert').filter({ hasText: 'made offline could not be saved' });
    await refused
      .getByText('“Mole negro at Los Danzantes” marked done: This recommendation no longer exists.')
      .waitFor();
    // The server's answer wins: the deleted tip leaves the list, the other change is saved.
    await ui.card('Mole negro').waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await api.getTrip(trip.id)).recommendations.map((tip) => tip.is_favorite))
      .toEqual([true]);
    await inspectWithoutToasts(page, 'offline-change-refused');
    await refused.getByRole('button', { name: 'Dismiss' }).click();
    await refused.waitFor({ state: 'detached' });
  });

  it('asks before a sign-out would lose changes, and keeps nothing of the account after it', async () => {
    const context = await env().newContext({ serviceWorkers: 'allow' });
    await accountInContext(context, env(), { first_name: 'Mei', last_name: 'Tanaka' });
    const api = tripsApi(context, env().serverUrl);
    const trip = await api.createTrip('Taipei');
    await api.addTips(trip.id, [{ category: 'eat', content: 'Beef noodles at Lin Dong Fang' }]);
    const page = await openTripForOffline(context, trip.id);

    await context.setOffline(true);
    await tripPage(page).card('Beef noodles').getByRole('button', { name: 'Mark as done' }).click();
    await page.getByText("You're offline. 1 change will sync when you're back online.").waitFor();
    expect((await offlineDataIn(page)).queue).toContain('Beef noodles at Lin Dong Fang');
    await page.getByRole('link', { name: 'Your profile' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    const dialog = page.getByRole('alertdialog', { name: '1 change not yet sent' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send and sign out' }).click();
    await dialog.getByRole('alert').getByText("They could not be sent: you're offline.").waitFor();
    await inspectWithoutToasts(page, 'sign-out-unsent-changes');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await offlineDataIn(page)).queue).toContain('Beef noodles');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await dialog.getByRole('button', { name: 'Discard and sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => offlineDataIn(page)).toEqual({ queue: null, caches: [] });
  });

  it('forgets what it kept once the session has ended elsewhere', async () => {
    const context = await env().newContext({ serviceWorkers: 'allow' });
    await accountInContext(context, env(), { first_name: 'Ana', last_name: 'Souza' });
    const api = tripsApi(context, env().serverUrl);
    const trip = await api.createTrip('Lisbon');
    await api.addTips(trip.id, [{ category: 'eat', content: 'Pastéis de Belém, warm' }]);
    const page = await openTripForOffline(context, trip.id);
    await context.setOffline(true);
    await tripPage(page).card('Pastéis').getByRole('button', { name: 'Favorite' }).click();
    expect(await offlineDataIn(page)).toMatchObject({ queue: expect.stringContaining('Pastéis') });

    // Another device signs this session out; back online, the change is refused (401) and the session
    // asked again: nobody is signed in, so the kept trip and the waiting change go.
    await signOutElsewhere(context, env().serverUrl);
    await backOnline(context, page);
    await page.waitForURL((url) => url.pathname === '/auth');
    await expect.poll(() => offlineDataIn(page)).toEqual({ queue: null, caches: [] });
  });

  it('reads a kept trip offline for 30 days, and not after', async () => {
    const context = await env().newContext({ serviceWorkers: 'allow' });
    await accountInContext(context, env(), { first_name: 'Lars', last_name: 'Berg' });
    const api = tripsApi(context, env().serverUrl);
    const recent = await api.createTrip('Bergen');
    const old = await api.createTrip('Tromsø');
    const page = await openTripForOffline(context, recent.id);
    await (await openTripForOffline(context, old.id)).close();

    await context.setOffline(true);
    await ageOfflineCopy(page, `/api/trips/${recent.id}`, 29);
    await ageOfflineCopy(page, `/api/trips/${old.id}`, 31);
    await page.reload();
    await tripPage(page).heading('Bergen').waitFor();
    await page.goto(`/trip/${old.id}`);
    await expect.poll(() => hasOfflineCopy(page, `/api/trips/${old.id}`)).toBe(false);
    expect(await tripPage(page).heading('Tromsø').count()).toBe(0);
  });

  // What the browser needs to install the app is served from the build.
  it('passes Chrome’s installability checks, in a browser with a profile of its own', async () => {
    const profile = await mkdtemp(path.join(tmpdir(), 'tiplist-profile-'));
    const context = await launchProfileBrowser(profile, env().serverUrl);
    try {
      await accountInContext(context, env(), { first_name: 'Ada', last_name: 'Okafor' });
      const trip = await tripsApi(context, env().serverUrl).createTrip('Lagos');
      const page = await openTripForOffline(context, trip.id);
      // What Lighthouse's PWA category checked until Lighthouse 12 dropped it: Chrome's own list of
      // reasons it would not offer to install the app (manifest, icons, start URL, service worker).
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  it('serves the service worker, the manifest and its icons as a browser needs them', async () => {
    const { serverUrl } = env();
    const worker = await fetch(`${serverUrl}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    const manifest = await fetch(`${serverUrl}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const { icons } = (await manifest.json()) as { icons: { src: string; purpose: string }[] };
    for (const icon of icons) {
      const response = await fetch(`${serverUrl}${icon.src}`);
      expect([icon.src, response.status, response.headers.get('content-type')]).toEqual([
        icon.src,
        200,
        'image/png',
      ]);
    }
    const page = await fetch(`${serverUrl}/auth`);
    expect(page.headers.get('content-security-policy')).toContain("manifest-src 'self'");
    expect(await page.text()).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect((await fetch(`${serverUrl}/icons/missing.png`)).status).toBe(404);
  });
});
