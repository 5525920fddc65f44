import { describe, expect, it } from 'vitest';
import { accountInContext } from './support/accounts';
import { mobileViewport } from './support/browser';
import { firstDatabase, useE2eEnvironment } from './support/environment';
import { friendContext, friendPage, ownerWithTrip } from './support/friends';
import { guidebooksApi } from './support/guidebooks';
import { inspectPage } from './support/inspect-page';
import { holdRequests, waitForPath } from './support/page-helpers';

describe(`a signed-in visitor's way back from a friend page, on ${firstDatabase()}`, () => {
  const env = useE2eEnvironment(firstDatabase());

  it('offers a signed-in visitor "My trips" on a friend\'s tip page, without asking who they are', async () => {
    const { owner, trip } = await ownerWithTrip(env(), 'Kyoto');
    const context = await env().newContext();
    await accountInContext(context, env(), { first_name: 'Tomas' });
    const page = await context.newPage();
    await page.setViewportSize(mobileViewport);
    const sessionReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/session') sessionReads.push(request.url());
    });
    await page.goto(`/hello/${trip.id}`);
    await friendPage(page).heading(`${owner.first_name} needs your recommendations for Kyoto!`).waitFor();
    const myTrips = page.getByRole('banner').getByRole('link', { name: 'My trips' });
    expect(await myTrips.getAttribute('href')).toBe('/dashboard');
    await page.waitForLoadState('networkidle');
    expect(sessionReads).toEqual([]);
    await inspectPage(page, 'friend-page-signed-in');

    await myTrips.click();
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'My Trips' }).waitFor();
  });

  it('shows a friend without an account no such link', async () => {
    const { owner, trip } = await ownerWithTrip(env(), 'Kyoto');
    const page = await (await friendContext(env())).newPage();
    await page.goto(`/hello/${trip.id}`);
    await friendPage(page).heading(`${owner.first_name} needs your recommendations for Kyoto!`).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('link', { name: 'My trips' }).count()).toBe(0);
    await page.getByRole('banner').getByRole('link', { name: 'Tiplist home' }).waitFor();
  });

  it('draws the link into a shared guidebook the server drew for a signed-in visitor', async () => {
    const ownerContext = await env().newContext();
    await accountInContext(ownerContext, env(), { first_name: 'Inês' });
    const api = guidebooksApi(ownerContext, env().serverUrl);
    const guidebook = await api.create('Kyoto in autumn', 'Kyoto');
    await api.addTips(guidebook.id, [{ category: 'eat', content: 'Yudofu near Nanzen-ji' }]);
    const { share_token } = await api.share(guidebook.id);

    const context = await env().newContext();
    await accountInContext(context, env(), { first_name: 'Tomas' });
    const page = await context.newPage();
    // Before any script has run, the drawn page already has the link.
    const scripts = await holdRequests(page, '/assets/friend-*.js');
    await page.goto(`/shared-guidebook/${share_token}`);
    await page.getByRole('heading', { level: 1, name: 'Kyoto in autumn' }).waitFor();
    const myTrips = page.getByRole('banner').getByRole('link', { name: 'My trips' });
    expect(await myTrips.getAttribute('href')).toBe('/dashboard');
    scripts.release();
    await page.getByRole('button', { name: 'Save as a trip' }).waitFor();
    expect(await myTrips.isVisible()).toBe(true);
    await inspectPage(page, 'shared-guidebook-signed-in');
  });
});
