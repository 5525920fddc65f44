import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authContracts, PASSWORD_MIN_LENGTH } from '../../src/shared/contracts/auth.js';
import { fillSignUpForm, newAccount, storeAccount } from './support/accounts';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { inspectPage } from './support/inspect-page';
import { expectErrorToast, holdRequests, pathOf, waitForPath } from './support/page-helpers';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function expectTexts(page: Page, texts: string[]) {
  for (const text of texts) await page.getByText(text, { exact: true }).waitFor();
}

/** True when the browser itself stops the form because the field is empty. */
async function isMissingValue(page: Page, label: string): Promise<boolean> {
  return page
    .getByLabel(label, { exact: true })
    .evaluate((input: HTMLInputElement) => input.validity.valueMissing);
}

describe.each(oneE2eDatabase('sqlite'))('the /auth screen on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('offers sign-in, sign-up and reset with their texts, links and required fields', async () => {
    const page = await env().newPage();
    const authCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/auth/') && request.method() === 'POST') {
        authCalls.push(request.url());
      }
    });

    await page.goto('/auth');
    await heading(page, 'Welcome Back').waitFor();
    await expectTexts(page, ['Sign in to your account', "Don't have an account? Sign up"]);
    await page.getByRole('button', { name: 'Forgot your password?' }).waitFor();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    expect(await isMissingValue(page, 'Email')).toBe(true);
    await inspectPage(page, 'auth-login');

    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await heading(page, 'Join Tiplist').waitFor();
    await expectTexts(page, [
      'Create your account to start collecting travel tips',
      'Already have an account? Sign in',
    ]);
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    for (const label of ['First name', 'Last name', 'Email', 'Password']) {
      expect(await isMissingValue(page, label)).toBe(true);
    }
    await page.getByLabel('Email').fill('not-an-email');
    expect(
      await page.getByLabel('Email').evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true);
    await inspectPage(page, 'auth-signup');

    await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await heading(page, 'Reset Password').waitFor();
    await expectTexts(page, ['Enter your email to reset your password', 'Back to sign in']);
    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    expect(await isMissingValue(page, 'Email')).toBe(true);
    await inspectPage(page, 'auth-reset');
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await heading(page, 'Welcome Back').waitFor();
    expect(authCalls).toEqual([]);

    await page.getByRole('link', { name: 'Back' }).click();
    await waitForPath(page, '/');
  });

  it('opens sign-up from ?action=sign_up and from navigation state', async () => {
    const page = await env().newPage();
    await page.goto('/auth?action=sign_up');
    await heading(page, 'Join Tiplist').waitFor();

    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await heading(page, 'Join Tiplist').waitFor();
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In' }).click();
    await heading(page, 'Welcome Back').waitFor();
  });

  it('shows "Loading..." while a request runs and server errors as error toasts', async () => {
    const page = await env().newPage();
    const existing = await storeAccount(env());
    await page.goto('/auth');

    const held = await holdRequests(page, authContracts.signIn.path);
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Password', { exact: true }).fill(`${existing.password}-wrong`);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const busyButton = page.getByRole('button', { name: 'Loading...' });
    await busyButton.waitFor();
    expect(await busyButton.isDisabled()).toBe(true);
    held.release();
    await expectErrorToast(page, 'Error', /invalid email or password/i);
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    expect(pathOf(page)).toBe('/auth');
    await inspectPage(page, 'auth-login-error');

    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await fillSignUpForm(page, newAccount({ email: existing.email }));
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectErrorToast(page, 'Error', /already/i);

    await fillSignUpForm(page, newAccount({ password: 'x'.repeat(PASSWORD_MIN_LENGTH - 1) }));
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectErrorToast(page, 'Error', new RegExp(`at least ${PASSWORD_MIN_LENGTH} characters`));
    await page.getByText(`at least ${PASSWORD_MIN_LENGTH} characters`, { exact: false }).last().waitFor();
    expect(await page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
    expect(pathOf(page)).toBe('/auth');
    await inspectPage(page, 'auth-signup-error');
  });
});
