import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitUntilLive } from './page-helpers';

/** Where the trip page keeps the changes that wait to be sent (decision 024). */
export const QUEUE_KEY = 'tiplist:offline-changes';

/** Whether the service worker controls the page and has kept the API read at `path` for reading offline. */
export function hasOfflineCopy(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (copied) => {
    if (!navigator.serviceWorker.controller) return false;
    const name = (await caches.keys()).find((key) => key.startsWith('tiplist-api-'));
    return Boolean(name && (await (await caches.open(name)).match(copied)));
  }, path);
}

export async function openTripForOffline(context: BrowserContext, tripId: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/trip/${tripId}`);
  await waitUntilLive(page);
  await expect.poll(() => hasOfflineCopy(page, `/api/trips/${tripId}`), { timeout: 20_000 }).toBe(true);
  return page;
}

/**
 * Brings the browser back online as a device comes back: the page hears "online" only once its service
 * worker reaches the network too. Playwright takes pages online before service workers, so a read the page
 * made on the event could still meet an offline worker, which answers with its kept copy.
 */
export async function backOnline(context: BrowserContext, page: Page): Promise<void> {
  await page.evaluate(() => {
    const hold = (event: Event) => event.stopImmediatePropagation();
    window.addEventListener('online', hold, { capture: true });
    Object.assign(window, {
      releaseOnline: () => {
        window.removeEventListener('online', hold, { capture: true });
        window.dispatchEvent(new Event('online'));
      },
    });
  });
  await context.setOffline(false);
  await page.evaluate(() => (window as unknown as { releaseOnline: () => void }).releaseOnline());
}

/** What the browser still holds of an account: the waiting changes and the names of its kept-read caches. */
export function offlineDataIn(page: Page): Promise<{ queue: string | null; caches: string[] }> {
  return page.evaluate(async (key) => {
    const names = await caches.keys();
    return {
      queue: localStorage.getItem(key),
      caches: names.filter((name) => name.startsWith('tiplist-api-')),
    };
  }, QUEUE_KEY);
}

/** Re-dates the copy kept of `path` as kept `days` ago, as if the device had not been online since. */
export async function ageOfflineCopy(page: Page, path: string, days: number): Promise<void> {
  await page.evaluate(
    async ({ copied, ms }) => {
      const name = (await caches.keys()).find((key) => key.startsWith('tiplist-api-'));
      const cache = await caches.open(name ?? '');
      const response = await cache.match(copied);
      if (!response) throw new Error(`Nothing kept of ${copied}`);
      const headers = new Headers(response.headers);
      headers.set('x-tiplist-kept-at', String(Date.now() - ms));
      await cache.put(copied, new Response(await response.blob(), { status: response.status, headers }));
    },
    { copied: path, ms: days * 24 * 60 * 60 * 1000 },
  );
}

/** Ends the context's session from elsewhere: another device signs out with the same session cookie. */
export async function signOutElsewhere(context: BrowserContext, serverUrl: string): Promise<void> {
  const cookies = await context.cookies(serverUrl);
  const response = await fetch(`${serverUrl}/api/auth/sign-out`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: serverUrl,
      Cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '),
    },
    body: '{}',
  });
  if (!response.ok) throw new Error(`Sign-out answered ${response.status}`);
}
