import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { authContracts, type SignUpBody } from '../../../src/shared/contracts/auth.js';
import { emailVerificationContracts } from '../../../src/shared/contracts/email-verification.js';
import { VERIFICATION_MAIL, verificationLinkIn, type TestSmtpServer } from '../../support/smtp.js';

export type TestAccount = SignUpBody;

/** A new, unique account; every field can be overridden. */
export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  const id = randomBytes(5).toString('hex');
  return {
    first_name: 'Maya',
    last_name: 'Lindqvist',
    email: `maya.${id}@example.test`,
    password: `Sunny-days-${id}`,
    ...overrides,
  };
}

async function expectOk(response: Response): Promise<void> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
}

/** Creates an account through the API, as a browser on the server's origin would. */
export async function createAccount(
  serverUrl: string,
  overrides: Partial<TestAccount> = {},
): Promise<TestAccount> {
  const account = newAccount(overrides);
  const response = await fetch(`${serverUrl}${authContracts.signUp.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: serverUrl },
    body: JSON.stringify(account),
  });
  await expectOk(response);
  return account;
}

/** Creates an account and signs the browser context in with it (the context keeps the session cookie). */
export async function signUpInContext(
  context: BrowserContext,
  serverUrl: string,
  overrides: Partial<TestAccount> = {},
): Promise<TestAccount> {
  const account = newAccount(overrides);
  const response = await context.request.post(`${serverUrl}${authContracts.signUp.path}`, {
    data: account,
    headers: { Origin: serverUrl },
  });
  if (!response.ok()) throw new Error(`Sign-up answered ${response.status()}: ${await response.text()}`);
  return account;
}

/**
 * Follows the verification link mailed at sign-up, as its owner would: an admin's address must be
 * verified before the account is an admin (decision 028).
 */
export async function verifyMailedAddress(serverUrl: string, mail: TestSmtpServer, email: string) {
  const link = verificationLinkIn(await mail.waitForMail(email, VERIFICATION_MAIL));
  const response = await fetch(`${serverUrl}${emailVerificationContracts.verifyEmail.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: serverUrl },
    body: JSON.stringify({ token: new URL(link).searchParams.get('token') }),
  });
  await expectOk(response);
}

/** Asks the server to mail a password reset link. */
export async function requestPasswordReset(serverUrl: string, email: string): Promise<void> {
  const response = await fetch(`${serverUrl}${authContracts.requestPasswordReset.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: serverUrl },
    body: JSON.stringify({ email }),
  });
  await expectOk(response);
}

/** Types an account into the sign-up form on /auth (the caller presses "Sign Up" when it wants to). */
export async function fillSignUpForm(page: Page, account: TestAccount): Promise<void> {
  await page.getByLabel('First name').fill(account.first_name);
  await page.getByLabel('Last name').fill(account.last_name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
}
