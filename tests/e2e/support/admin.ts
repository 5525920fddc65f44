import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { authContracts } from '../../../src/shared/contracts/auth.js';
import type { TestAccount } from './accounts';

/** Server settings for the admin specs: the addresses that are admins once verified. */
export function adminServerEnv(adminEmails: readonly string[]): () => Promise<NodeJS.ProcessEnv> {
  return () => Promise.resolve({ ADMIN_EMAILS: adminEmails.join(',') });
}

let lastCreatedAt = 0;

/** A creation time after every one handed out before in this file: the admin list shows the newest first. */
export function nextCreatedAt(): Date {
  lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1);
  return new Date(lastCreatedAt);
}

/** An e-mail domain no other test uses, so a search for it finds only this test's accounts. */
export function uniqueDomain(label: string): string {
  return `${label}-${randomBytes(4).toString('hex')}.example.test`;
}

/** Signs the context in again with the account's password: a second, independent session. */
export async function signInInContext(context: BrowserContext, serverUrl: string, account: TestAccount) {
  const response = await context.request.post(`${serverUrl}${authContracts.signIn.path}`, {
    data: { email: account.email, password: account.password },
    headers: { Origin: serverUrl },
  });
  if (!response.ok()) throw new Error(`Sign-in answered ${response.status()}: ${await response.text()}`);
}

const firstLines = (texts: string[]) => texts.map((text) => text.split('\n')[0]?.trim() ?? '');

/** The admin panel's parts, found the way a person (or a screen reader) finds them. */
export function adminPanel(page: Page) {
  const listName = 'Users, newest account first';
  const table = page.getByRole('table', { name: listName });
  const cards = page.getByRole('list', { name: listName });
  const pages = page.getByRole('navigation', { name: 'Users pages' });
  const confirmation = page.getByRole('alertdialog', { name: 'Force logout?' });
  const banner = page
    .getByRole('alert')
    .filter({ hasText: 'Your session appears to be invalid. Please refresh the page and log in again.' });
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Admin Panel' }),
    search: page.getByRole('searchbox', { name: 'Search users by email' }),
    emailField: page.getByLabel('User email'),
    forceLogout: page.getByRole('button', { name: 'Force Logout' }),
    /** The question Force Logout asks first, and its answers. */
    confirmation,
    confirmForceLogout: confirmation.getByRole('button', { name: 'Force Logout' }),
    cancelForceLogout: confirmation.getByRole('button', { name: 'Cancel' }),
    table,
    cards,
    /** E-mails in the table (wide screens), top to bottom. */
    tableEmails: async () => firstLines(await table.getByRole('rowheader').allInnerTexts()),
    /** E-mails on the cards (phones), top to bottom. */
    cardEmails: async () => firstLines(await cards.getByRole('listitem').allInnerTexts()),
    pageLabel: pages.getByText(/^Page \d+$/),
    previous: pages.getByRole('button', { name: 'Previous' }),
    next: pages.getByRole('button', { name: 'Next' }),
    banner,
    refreshSession: banner.getByRole('button', { name: 'Refresh session' }),
  };
}
