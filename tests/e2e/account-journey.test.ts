import { describe, expect, it } from 'vitest';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { inspectPage } from './support/inspect-page';
import { newAccount, fillSignUpForm } from './support/accounts';
import { RESET_MAIL, resetLinkIn } from '../support/smtp';
import { expectErrorToast, expectSuccessToast, waitForPath } from './support/page-helpers';
import type { Page } from 'playwright-core';

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signOutFromProfile(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expectSuccessToast(page, 'Signed out', 'You have been signed out successfully.');
  await waitForPath(page, '/');
}

describe.each(oneE2eDatabase('postgres'))('a new traveller on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('signs up, signs out and in, and resets a forgotten password by e-mail', async () => {
    const page = await env().newPage();
    const account = newAccount({ first_name: 'Ines', last_name: 'Carvalho' });

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Collect and share travel tips easily.' }).waitFor();
    await inspectPage(page, 'landing');

    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.getByRole('heading', { level: 1, name: 'Join Tiplist' }).waitFor();
    await fillSignUpForm(page, account);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await waitForPath(page, '/profile');
    await expectSuccessToast(page, 'Account created');
    await page.getByText('Ines Carvalho').waitFor();
    await page.getByText(account.email).first().waitFor();
    await inspectPage(page, 'profile-after-sign-up');

    await signOutFromProfile(page);
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
    await signIn(page, account.email, account.password);
    await waitForPath(page, '/dashboard');

    await page.getByRole('link', { name: 'Your profile' }).click();
    await waitForPath(page, '/profile');
    await signOutFromProfile(page);

    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await expectSuccessToast(page, 'Reset email sent', 'Check your email for password reset instructions.');
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();

    const link = resetLinkIn(await env().mail.waitForMail(account.email, RESET_MAIL));
    expect(link.startsWith(`${env().serverUrl}/reset-password?token=`)).toBe(true);

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await inspectPage(page, 'reset-password');
    const newPassword = `${account.password}-renewed`;
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(`${newPassword}-typo`);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText("Passwords don't match.").waitFor();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectSuccessToast(page, 'Password updated');
    await waitForPath(page, '/auth');
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();

    await signIn(page, account.email, account.password);
    await expectErrorToast(page, 'Error', /invalid email or password/i);
    expect(new URL(page.url()).pathname).toBe('/auth');

    await signIn(page, account.email, newPassword);
    await waitForPath(page, '/dashboard');
  });
});
