import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authContracts } from '../../src/shared/contracts/auth.js';
import { accountInContext } from './support/accounts';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { inspectPage } from './support/inspect-page';
import { collectConsoleErrors, holdRequests, pathOf, waitForPath } from './support/page-helpers';

const toLanding = [
  '/dashboard',
  '/create-trip',
  '/profile',
  '/admin',
  '/guidebooks',
  '/create-guidebook',
  '/guidebook/some-id',
];
const toAuth = ['/trip/some-id', '/trip/some-id/map', '/guidebook/some-id/map'];

const notFoundHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Oops! Page not found' });

describe.each(oneE2eDatabase('sqlite'))('page access on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('sends an anonymous visitor from protected pages to / or /auth', async () => {
    const page = await env().newPage();
    for (const path of toLanding) {
      await page.goto(path);
      await waitForPath(page, '/');
      await page.getByRole('link', { name: 'Get Started' }).waitFor();
    }
    for (const path of toAuth) {
      await page.goto(path);
      await waitForPath(page, '/auth');
      await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
    }
  });

  it('shows the not-found page for unknown addresses and logs the path', async () => {
    const page = await env().newPage();
    const consoleErrors = collectConsoleErrors(page);
    await page.goto('/no/such/page');
    await notFoundHeading(page).waitFor();
    expect(consoleErrors.some((message) => message.includes('/no/such/page'))).toBe(true);
    await inspectPage(page, 'not-found');

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await waitForPath(page, '/');
    await page.goto('/no/such/page');
    await page.getByRole('link', { name: 'Tiplist home' }).click();
    await waitForPath(page, '/');
  });

  it('paints the landing page at once for a new visitor; a browser with a session cookie waits for its session', async () => {
    const page = await env().newPage();
    const held = await holdRequests(page, authContracts.session.path);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Collect and share travel tips easily.' }).waitFor();
    held.release();

    const context = await env().newContext();
    await accountInContext(context, env(), { first_name: 'Lena', last_name: 'Berg' });
    const returning = await context.newPage();
    await returning.goto('/');
    await waitForPath(returning, '/dashboard');
    const heldAgain = await holdRequests(returning, authContracts.session.path);
    await returning.goto('/');
    await returning.getByText('Loading...').waitFor();
    expect(pathOf(returning)).toBe('/');
    heldAgain.release();
    await waitForPath(returning, '/dashboard');
    await context.close();
  });

  it('paints sign-in at once for a new visitor, its form usable once the app has taken it over', async () => {
    const page = await env().newPage();
    const errors = collectConsoleErrors(page);
    const app = await holdRequests(page, '/assets/main-*.js');
    await page.goto('/auth');
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
    // Painted from the page itself: a submit now would send the password as a plain page request.
    expect(await page.getByLabel('Email').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign In', exact: true }).isDisabled()).toBe(true);
    app.release();
    await expect.poll(() => page.getByLabel('Email').isEnabled()).toBe(true);
    // Taken over as drawn: React found every element it would have drawn (no hydration error).
    expect(errors).toEqual([]);
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page
      .getByText(/invalid email or password/i)
      .first()
      .waitFor();
    expect(pathOf(page)).toBe('/auth');
    expect(new URL(page.url()).search).toBe('');
  });

  it('takes a signed-in user past landing and sign-in, and out when the session ends', async () => {
    const context = await env().newContext();
    const account = await accountInContext(context, env(), { first_name: 'Tomas', last_name: 'Ek' });
    const page = await context.newPage();

    for (const path of ['/', '/auth']) {
      await page.goto(path);
      await waitForPath(page, '/dashboard');
    }
    await page.getByRole('heading', { level: 1, name: 'My Trips' }).waitFor();

    await page.goto('/profile');
    const avatar = page.getByRole('link', { name: 'Your profile' });
    await avatar.waitFor();
    expect(await avatar.textContent()).toBe('TE');
    expect(await avatar.getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('link', { name: 'My Trips' }).getAttribute('aria-current')).toBeNull();
    await page.getByRole('link', { name: 'My Trips' }).hover();
    await page.getByRole('tooltip').filter({ hasText: 'My Trips' }).waitFor();
    await page.getByText(account.email).first().waitFor();
    await inspectPage(page, 'profile-returning');

    await page.getByRole('link', { name: 'My Guidebooks' }).click();
    await waitForPath(page, '/guidebooks');
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Back' }).click();
    await waitForPath(page, '/dashboard');

    // The session ends on the server while the browser still holds its cookie; the next check notices.
    await page.goto('/profile');
    await avatar.waitFor();
    const cookies = await context.cookies();
    await context.request.post(`${env().serverUrl}${authContracts.signOut.path}`, {
      headers: { Origin: env().serverUrl },
    });
    await context.addCookies(cookies);
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await waitForPath(page, '/');
    expect(pathOf(page)).toBe('/');
  });
});
