import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { authContracts, type SignUpBody } from '../../../src/shared/contracts/auth.js';
import { emailVerificationContracts } from '../../../src/shared/contracts/email-verification.js';
import { sessionCookieName } from '../../../src/server/auth/session-cookie.js';
import {
  DEFAULT_PASSWORD,
  insertSession,
  insertUser,
  signedSessionToken,
  type UserOverrides,
} from '../../support/factories/users.js';
import { VERIFICATION_MAIL, verificationLinkIn, type TestSmtpServer } from '../../support/smtp.js';
import type { E2eEnvironment } from './environment';

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

export type StoredAccount = TestAccount & { id: string };

/** What a stored account may differ in besides its fields: verified, an admin, made at a given time. */
export type StoredAccountOverrides = Partial<TestAccount> &
  Pick<UserOverrides, 'emailVerified' | 'role'> & {
    createdAt?: Date;
  };

/**
 * An account stored straight in the server's database, as sign-up leaves it, without sign-up's password
 * hashing (a second of CPU on a busy machine) and verification mail: for specs whose subject is not signing
 * up. Its password is the factories' DEFAULT_PASSWORD unless given.
 */
export async function storeAccount(
  env: E2eEnvironment,
  { emailVerified, role, createdAt, ...fields }: StoredAccountOverrides = {},
): Promise<StoredAccount> {
  const account = newAccount({ password: DEFAULT_PASSWORD, ...fields });
  const user = await insertUser(env.db().kysely, { ...account, emailVerified, role, createdAt });
  return { ...account, email: user.email, id: user.id };
}

/** A new session of a stored account, as sign-in makes one (without its password check), its cookie in the context. */
export async function sessionInContext(
  context: BrowserContext,
  env: E2eEnvironment,
  account: StoredAccount,
): Promise<void> {
  const token = await insertSession(env.db().kysely, account.id);
  await context.addCookies([
    {
      name: sessionCookieName(false),
      value: encodeURIComponent(signedSessionToken(env.authSecret, token)),
      url: env.serverUrl,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

/** A stored account signed in in the browser context. */
export async function accountInContext(
  context: BrowserContext,
  env: E2eEnvironment,
  overrides: StoredAccountOverrides = {},
): Promise<StoredAccount> {
  const account = await storeAccount(env, overrides);
  await sessionInContext(context, env, account);
  return account;
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
