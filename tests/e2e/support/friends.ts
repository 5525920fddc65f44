import type { BrowserContext, Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import type { Trip } from '../../../src/shared/contracts/trips.js';
import { accountInContext, type TestAccount } from './accounts';
import { mobileViewport, peoplesUserAgent } from './browser';
import type { E2eEnvironment } from './environment';
import { tripsApi } from './trips';

/** An owner signed in in their own context, with a new trip. */
export async function ownerWithTrip(env: E2eEnvironment, destination: string, note?: string) {
  const context = await env.newContext();
  const owner: TestAccount = await accountInContext(context, env);
  const api = tripsApi(context, env.serverUrl);
  const trip: Trip = await api.createTrip(destination, note);
  return { context, owner, api, trip };
}

/** Opens the owner's trip page and waits until it listens for live updates. */
export async function openOwnerTripPage(context: BrowserContext, tripId: string): Promise<Page> {
  const page = await context.newPage();
  const listening = page.waitForResponse((response) => response.url().endsWith(`/trips/${tripId}/events`));
  await page.goto(`/trip/${tripId}`);
  await listening;
  return page;
}

/** A friend: no account, a phone-sized touch screen, closed after the test. */
export async function friendContext(env: E2eEnvironment): Promise<BrowserContext> {
  const context = await env.browser.newContext({
    baseURL: env.serverUrl,
    userAgent: peoplesUserAgent(env.browser),
    viewport: mobileViewport,
    isMobile: true,
    hasTouch: true,
  });
  onTestFinished(() => context.close());
  return context;
}

/** The parts of the friend's tip page, found the way a person (or a screen reader) finds them. */
export function friendPage(page: Page) {
  const nameDialog = page.getByRole('dialog', { name: 'Who are these tips from?' });
  return {
    heading: (text: string) => page.getByRole('heading', { level: 1, name: text }),
    entry: (category: string, position: number) =>
      page.getByLabel(`${category} recommendation ${position}`, { exact: true }),
    tab: (title: string) =>
      page
        .getByRole('tablist', { name: 'Recommendation category' })
        .getByRole('tab', { name: new RegExp(`^${title}\\b`) }),
    submit: page.getByRole('button', { name: 'Submit Recommendations' }),
    restoredNotice: page.getByRole('status').filter({ hasText: 'We restored the tips you started earlier.' }),
    nameDialog,
    nameField: nameDialog.getByLabel('Your name'),
    anonymous: nameDialog.getByLabel('Keep me anonymous'),
    send: nameDialog.getByRole('button', { name: /^(Submit Recommendations|Submitting\.\.\.)$/ }),
    back: nameDialog.getByRole('button', { name: 'Back' }),
  };
}

/** Tip submissions the page sends, counted from now on. */
export function countSubmissions(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/public\/trips\/[^/]+\/recommendations$/.test(request.url())) {
      count += 1;
    }
  });
  return { count: () => count };
}

/** Waits until the friend's draft for this trip is in localStorage and holds this text. */
export async function waitForSavedDraft(page: Page, tripId: string, text: string): Promise<void> {
  await page.waitForFunction(([key, expected]) => localStorage.getItem(key)?.includes(expected) === true, [
    `tiplist.friendDraft.${tripId}`,
    text,
  ] as const);
}

export function savedDraft(page: Page, tripId: string): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), `tiplist.friendDraft.${tripId}`);
}
