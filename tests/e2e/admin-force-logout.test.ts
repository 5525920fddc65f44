import { describe, expect, it } from 'vitest';
import { adminContracts } from '../../src/shared/contracts/admin.js';
import { accountInContext } from './support/accounts';
import { adminPanel, adminServerEnv } from './support/admin';
import { firstDatabase, useE2eEnvironment } from './support/environment';
import { inspectPage } from './support/inspect-page';
import { expectErrorToast, expectSuccessToast, waitForPath } from './support/page-helpers';

const CONFIRMING_ADMIN = 'confirming@admins.example.test';
const OWN_ADDRESS_ADMIN = 'own-address@admins.example.test';
const OWN_WARNING = 'This is your own address. You will be signed out too, here and on your other devices.';

describe(`force logout's confirmation on ${firstDatabase()}`, () => {
  const env = useE2eEnvironment(firstDatabase(), {
    serverEnv: adminServerEnv([CONFIRMING_ADMIN, OWN_ADDRESS_ADMIN]),
  });

  it('asks before it acts: Cancel leaves the session alone, Force Logout ends it', async () => {
    const adminContext = await env().newContext();
    await accountInContext(adminContext, env(), {
      email: CONFIRMING_ADMIN,
      emailVerified: true,
      role: 'admin',
    });
    const targetContext = await env().newContext();
    const target = await accountInContext(targetContext, env(), { first_name: 'Ruth' });
    const targetPage = await targetContext.newPage();
    await targetPage.goto('/dashboard');
    await targetPage.getByRole('heading', { level: 1, name: 'My Trips' }).waitFor();

    const page = await adminContext.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(adminContracts.forceLogout.path)) calls.push(request.method());
    });
    await page.goto('/admin');
    const ui = adminPanel(page);
    await ui.heading.waitFor();

    await ui.emailField.fill(`  ${target.email} `);
    await ui.forceLogout.click();
    await ui.confirmation.waitFor();
    await ui.confirmation.getByText(target.email, { exact: true }).waitFor();
    expect(await ui.confirmation.getByText(OWN_WARNING).count()).toBe(0);
    await inspectPage(page, 'admin-force-logout-confirmation');

    await ui.cancelForceLogout.click();
    await ui.confirmation.waitFor({ state: 'detached' });
    expect(calls).toEqual([]);
    expect(await ui.emailField.inputValue()).toBe(target.email);
    await expect
      .poll(() => ui.forceLogout.evaluate((button) => button === document.activeElement))
      .toBe(true);
    expect((await targetContext.request.get('/api/trips')).status()).toBe(200);

    // Enter asks too; Escape answers no.
    await ui.emailField.press('Enter');
    await ui.confirmation.waitFor();
    await page.keyboard.press('Escape');
    await ui.confirmation.waitFor({ state: 'detached' });
    expect(calls).toEqual([]);

    await ui.forceLogout.click();
    await ui.confirmForceLogout.click();
    await expectSuccessToast(page, 'Success', `Signed out ${target.email} everywhere (1 session ended).`);
    expect(calls).toEqual(['POST']);
    expect(await ui.emailField.inputValue()).toBe('');
    expect((await targetContext.request.get('/api/trips')).status()).toBe(401);
    await targetPage.goto('/profile');
    await waitForPath(targetPage, '/');
    await targetPage.getByRole('link', { name: 'Get Started' }).waitFor();
    // The admin is still signed in.
    expect((await adminContext.request.get(adminContracts.listUsers.path)).status()).toBe(200);

    // The field is empty again: an empty address is refused in the page, with no question asked.
    await ui.forceLogout.click();
    await expectErrorToast(page, 'Error', 'Please enter an email address');
    expect(await ui.confirmation.count()).toBe(0);
    expect(calls).toEqual(['POST']);
  });

  it('warns an admin who types their own address that they will be signed out themselves', async () => {
    const context = await env().newContext();
    await accountInContext(context, env(), { email: OWN_ADDRESS_ADMIN, emailVerified: true, role: 'admin' });
    const page = await context.newPage();
    await page.goto('/admin');
    const ui = adminPanel(page);
    await ui.heading.waitFor();

    await ui.emailField.fill(OWN_ADDRESS_ADMIN.toUpperCase());
    await ui.forceLogout.click();
    await ui.confirmation.getByText(OWN_WARNING).waitFor();
    await inspectPage(page, 'admin-force-logout-own-address');
    await ui.cancelForceLogout.click();
    await ui.confirmation.waitFor({ state: 'detached' });
    expect((await context.request.get(adminContracts.listUsers.path)).status()).toBe(200);

    await ui.forceLogout.click();
    await ui.confirmForceLogout.click();
    await expectSuccessToast(
      page,
      'Success',
      `Signed out ${OWN_ADDRESS_ADMIN} everywhere (1 session ended).`,
    );
    await ui.banner.waitFor();
    expect((await context.request.get(adminContracts.listUsers.path)).status()).toBe(401);
  });
});
