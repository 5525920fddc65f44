import { describe, it } from 'vitest';
import { requestPasswordReset, storeAccount } from './support/accounts';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { inspectPage } from './support/inspect-page';
import { RESET_MAIL, resetLinkIn } from '../support/smtp';
import { expectSuccessToast, waitForPath } from './support/page-helpers';
import type { Page } from 'playwright-core';

const invalidHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'This reset link is no longer valid' });

async function chooseNewPassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Update Password' }).click();
}

describe.each(oneE2eDatabase('postgres'))('password reset links on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('work once; a reused link shows the invalid-link state with a way to ask for a new one', async () => {
    const account = await storeAccount(env());
    await requestPasswordReset(env().serverUrl, account.email);
    const link = resetLinkIn(await env().mail.waitForMail(account.email, RESET_MAIL));
    const page = await env().newPage();

    await page.goto(link);
    await chooseNewPassword(page, `${account.password}-first`);
    await expectSuccessToast(page, 'Password updated');
    await waitForPath(page, '/auth');

    await page.goto(link);
    await chooseNewPassword(page, `${account.password}-second`);
    await invalidHeading(page).waitFor();
    await inspectPage(page, 'reset-password-invalid');

    await page.getByRole('link', { name: 'Request a new link' }).click();
    await waitForPath(page, '/auth');
    await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
  });

  it('without a token shows the invalid-link state straight away', async () => {
    const page = await env().newPage();
    await page.goto('/reset-password');
    await invalidHeading(page).waitFor();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
  });
});
