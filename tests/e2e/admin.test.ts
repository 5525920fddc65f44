import { describe, expect, it } from 'vitest';
import { adminContracts } from '../../src/shared/contracts/admin.js';
import { authContracts } from '../../src/shared/contracts/auth.js';
import { accountInContext, storeAccount } from './support/accounts';
import { adminPanel, adminServerEnv, nextCreatedAt, signInInContext, uniqueDomain } from './support/admin';
import { mobileViewport } from './support/browser';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { inspectPage } from './support/inspect-page';
import { expectErrorToast, expectSuccessToast, pathOf, waitForPath } from './support/page-helpers';
import { inspectWithoutToasts } from './support/trip-page';

const ADMIN_DOMAIN = 'admins.example.test';
const PANEL_ADMIN = `panel@${ADMIN_DOMAIN}`;
const FORCING_ADMIN = `force@${ADMIN_DOMAIN}`;
const BANNER_ADMIN = `banner@${ADMIN_DOMAIN}`;
/** An address in ADMIN_EMAILS, verified: an admin (decision 028). */
const LISTED_ADMIN = { emailVerified: true, role: 'admin' } as const;
const DENIED = 'Access denied. Admin privileges required.';
/** Searches are debounced and a page may take a moment on a busy machine. */
const LIST_WAIT = { timeout: 10_000 };

describe.each(oneE2eDatabase('postgres'))('the admin panel on %s', (database) => {
  const env = useE2eEnvironment(database, {
    serverEnv: adminServerEnv([PANEL_ADMIN, FORCING_ADMIN, BANNER_ADMIN]),
  });

  it('turns a signed-in non-admin away without asking the admin API', async () => {
    const context = await env().newContext();
    const account = await accountInContext(context, env());
    const page = await context.newPage();
    const adminCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/admin/')) adminCalls.push(request.url());
    });

    await page.goto('/profile');
    await page.getByText(account.email).first().waitFor();
    expect(await page.getByRole('link', { name: 'Open Admin Panel' }).count()).toBe(0);

    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: DENIED }).waitFor();
    expect(await page.title()).toBe('Access denied · Tiplist');
    expect(await adminPanel(page).heading.count()).toBe(0);
    await inspectPage(page, 'admin-denied');
    expect(adminCalls).toEqual([]);

    // The server refuses on its own too, whatever the page shows.
    const list = await context.request.get(adminContracts.listUsers.path);
    expect(list.status()).toBe(403);
    expect(await list.json()).toMatchObject({ error: { message: DENIED } });
    const forceLogout = await context.request.post(adminContracts.forceLogout.path, {
      data: { email: account.email },
      headers: { Origin: env().serverUrl },
    });
    expect(forceLogout.status()).toBe(403);
    expect(await forceLogout.json()).toMatchObject({ error: { message: DENIED } });

    await page.getByRole('link', { name: 'Back to My Trips' }).click();
    await waitForPath(page, '/dashboard');
  });

  it('lists every account newest first, narrows it by e-mail and pages through it', async () => {
    const context = await env().newContext();
    await accountInContext(context, env(), { email: PANEL_ADMIN, ...LISTED_ADMIN });
    const few = uniqueDomain('few');
    const [ana, ben, cleo] = [`ana@${few}`, `ben@${few}`, `cleo@${few}`];
    // One after the other, so each is strictly newer than the one before.
    for (const email of [ana, ben, cleo]) await storeAccount(env(), { email, createdAt: nextCreatedAt() });
    const many = uniqueDomain('many');
    const manyEmails = Array.from({ length: 55 }, (_, index) => `traveller${index}@${many}`);
    for (const email of manyEmails) await storeAccount(env(), { email, createdAt: nextCreatedAt() });

    const page = await context.newPage();
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Open Admin Panel' }).click();
    await waitForPath(page, '/admin');
    const ui = adminPanel(page);
    await ui.heading.waitFor();
    await page.getByText('Manage user sessions and accounts').waitFor();
    expect(await page.title()).toBe('Admin Panel · Tiplist');

    // Unfiltered, the newest accounts come first: the 55 seeded last, so a full first page of them.
    await expect.poll(() => ui.tableEmails(), LIST_WAIT).toHaveLength(50);
    expect((await ui.tableEmails()).every((email) => email.endsWith(`@${many}`))).toBe(true);

    await ui.search.fill(few);
    await expect.poll(() => ui.tableEmails(), LIST_WAIT).toEqual([cleo, ben, ana]);
    // One page only: there is nowhere to page to, so no paging is offered.
    await ui.next.waitFor({ state: 'detached' });
    expect(await ui.previous.count()).toBe(0);

    await ui.search.fill(`BEN@${few}`);
    await expect.poll(() => ui.tableEmails(), LIST_WAIT).toEqual([ben]);

    const nobody = `nobody@${few}`;
    await ui.search.fill(nobody);
    await page.getByText(`No users found matching "${nobody}"`).waitFor();
    expect(await ui.table.count()).toBe(0);
    expect(await ui.next.count()).toBe(0);

    // More than a page: Next shows the rest, Previous comes back to the same first page.
    await ui.search.fill(many);
    await expect.poll(() => ui.tableEmails(), LIST_WAIT).toHaveLength(50);
    const firstPage = await ui.tableEmails();
    expect(firstPage.every((email) => email.endsWith(`@${many}`))).toBe(true);
    expect(await ui.previous.getAttribute('aria-disabled')).toBe('true');
    await expect.poll(() => ui.next.getAttribute('aria-disabled'), LIST_WAIT).toBe('false');

    await ui.next.click();
    await ui.pageLabel.filter({ hasText: 'Page 2' }).waitFor();
    await expect.poll(() => ui.tableEmails(), LIST_WAIT).toHaveLength(5);
    const secondPage = await ui.tableEmails();
    expect([...firstPage, ...secondPage].sort()).toEqual([...manyEmails].sort());
    await expect.poll(() => ui.previous.getAttribute('aria-disabled'), LIST_WAIT).toBe('false');
    expect(await ui.next.getAttribute('aria-disabled')).toBe('true');

    await ui.previous.click();
    await ui.pageLabel.filter({ hasText: 'Page 1' }).waitFor();
    await expect.poll(() => ui.tableEmails(), LIST_WAIT).toEqual(firstPage);

    // A new search starts again on its first page.
    await ui.search.fill(few);
    await expect.poll(() => ui.tableEmails(), LIST_WAIT).toEqual([cleo, ben, ana]);
    // The long page scrolled the window; from the top, the full-page screenshot shows the page as it opens.
    await page.evaluate(() => window.scrollTo(0, 0));
    await inspectPage(page, 'admin-panel');

    // Phones get one card per account instead of the table, in the same order.
    await page.setViewportSize(mobileViewport);
    await expect.poll(() => ui.cardEmails(), LIST_WAIT).toEqual([cleo, ben, ana]);
    expect(await ui.table.count()).toBe(0);
    await inspectPage(page, 'admin-panel-mobile');
  });

  it('signs another user out everywhere, and says when there is no one to sign out', async () => {
    const adminContext = await env().newContext();
    await accountInContext(adminContext, env(), { email: FORCING_ADMIN, ...LISTED_ADMIN });
    const targetContext = await env().newContext();
    const target = await accountInContext(targetContext, env());
    const targetPage = await targetContext.newPage();
    await targetPage.goto('/dashboard');
    await targetPage.getByRole('heading', { level: 1, name: 'My Trips' }).waitFor();

    const page = await adminContext.newPage();
    const forceLogoutCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(adminContracts.forceLogout.path)) forceLogoutCalls.push(request.url());
    });
    await page.goto('/admin');
    const ui = adminPanel(page);
    await ui.heading.waitFor();

    // Blank (or only spaces): refused in the page, with the field marked and focused for the next try.
    await ui.emailField.fill('   ');
    await ui.forceLogout.click();
    await expectErrorToast(page, 'Error', 'Please enter an email address');
    expect(await ui.emailField.getAttribute('aria-invalid')).toBe('true');
    expect(await ui.emailField.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(forceLogoutCalls).toEqual([]);

    const nobody = `nobody@${uniqueDomain('unknown')}`;
    await ui.emailField.fill(nobody);
    expect(await ui.emailField.getAttribute('aria-invalid')).toBeNull();
    await ui.forceLogout.click();
    await ui.confirmForceLogout.click();
    await expectErrorToast(page, 'Error', `No account uses the email ${nobody}.`);
    // The address stays for correcting; no session banner, the admin's own session is fine.
    expect(await ui.emailField.inputValue()).toBe(nobody);
    expect(await ui.banner.count()).toBe(0);

    await ui.emailField.fill(target.email);
    await ui.emailField.press('Enter');
    await ui.confirmForceLogout.click();
    await expectSuccessToast(page, 'Success', `Signed out ${target.email} everywhere (1 session ended).`);
    expect(await ui.emailField.inputValue()).toBe('');
    expect(forceLogoutCalls).toHaveLength(2);

    // The target's browser still holds its cookie, but the session behind it is gone.
    const trips = await targetContext.request.get('/api/trips');
    expect(trips.status()).toBe(401);
    await targetPage.goto('/profile');
    await waitForPath(targetPage, '/');
    await targetPage.getByRole('link', { name: 'Get Started' }).waitFor();

    // The admin was not touched.
    await page.reload();
    await ui.heading.waitFor();
    expect(await ui.banner.count()).toBe(0);
    expect(pathOf(page)).toBe('/admin');
  });

  it('shows the invalid-session banner when an admin call is refused, and checks the session again', async () => {
    const context = await env().newContext();
    const admin = await accountInContext(context, env(), { email: BANNER_ADMIN, ...LISTED_ADMIN });
    const staleCookies = await context.cookies();
    // A second, valid session of the same admin, as another tab that signed in again would have.
    const otherTab = await env().newContext();
    await signInInContext(otherTab, env().serverUrl, admin);
    const freshCookies = await otherTab.cookies();

    const page = await context.newPage();
    await page.goto('/admin');
    const ui = adminPanel(page);
    await ui.heading.waitFor();
    await ui.search.fill(admin.email);
    await ui.table.getByRole('rowheader', { name: admin.email }).waitFor();

    // This browser's session ends on the server while the page still shows the panel.
    await context.request.post(authContracts.signOut.path, { headers: { Origin: env().serverUrl } });
    await context.addCookies(staleCookies);
    // The banner must come from this search's refusal: an earlier one still on its way (the list showed
    // the address before its own search was answered) would leave this search to run with the fresh cookie.
    // The refusal makes the page ask for the session again, and that answer clears the stale cookie: it
    // must be in before a fresh cookie goes into the jar. Responses come in order, so the first session
    // answer after the refusal is that one.
    let refusedSeen = false;
    const refused = page.waitForResponse((response) => {
      refusedSeen ||= response.url().includes(`q=${ADMIN_DOMAIN}`) && response.status() === 401;
      return refusedSeen;
    });
    const askedAgain = page.waitForResponse(
      (response) => refusedSeen && new URL(response.url()).pathname === authContracts.session.path,
    );
    await ui.search.fill(ADMIN_DOMAIN);
    await refused;
    await askedAgain;
    await ui.banner.waitFor();
    await page.getByText('The users could not be loaded with this session.').waitFor();
    expect(pathOf(page)).toBe('/admin');

    // With a valid cookie in the jar again, checking the session again clears the banner and reloads the list.
    await context.addCookies(freshCookies);
    await ui.refreshSession.click();
    await expectSuccessToast(page, 'Session refreshed');
    await ui.banner.waitFor({ state: 'detached' });
    await ui.table.getByRole('rowheader', { name: BANNER_ADMIN }).waitFor();

    // Signing out their own account: the list is read again at once and the banner follows.
    await ui.emailField.fill(admin.email);
    await ui.forceLogout.click();
    await ui.confirmForceLogout.click();
    await expectSuccessToast(page, 'Success', `Signed out ${admin.email} everywhere (1 session ended).`);
    await ui.banner.waitFor();
    await inspectWithoutToasts(page, 'admin-session-banner');

    // Nothing valid is left: the check fails, and the page stays so the advice can be read.
    await ui.refreshSession.click();
    await expectErrorToast(page, 'Session refresh failed', 'Please log out and log back in manually');
    expect(await ui.banner.isVisible()).toBe(true);
    expect(pathOf(page)).toBe('/admin');
    expect((await context.request.get(adminContracts.listUsers.path)).status()).toBe(401);
  });
});
