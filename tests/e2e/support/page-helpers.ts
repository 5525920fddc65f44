import type { Locator, Page } from 'playwright-core';

/** Waits until the address bar shows this path (query and hash ignored). */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The toast with this title, once it is visible. */
export async function findToast(page: Page, title: string, description?: string | RegExp): Promise<Locator> {
  let toast = page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]', { hasText: title }) });
  if (description !== undefined) toast = toast.filter({ hasText: description });
  await toast.first().waitFor({ state: 'visible' });
  return toast.first();
}

/** An error toast: the "destructive" kind, with a title and the message. */
export async function expectErrorToast(
  page: Page,
  title: string,
  description: string | RegExp,
): Promise<void> {
  const toast = await findToast(page, title, description);
  const type = await toast.getAttribute('data-type');
  if (type !== 'error')
    throw new Error(`Toast "${title}" should be an error toast, but is "${type ?? 'plain'}".`);
}

export async function expectSuccessToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = await findToast(page, title, description);
  const type = await toast.getAttribute('data-type');
  if (type !== 'success')
    throw new Error(`Toast "${title}" should be a success toast, but is "${type ?? 'plain'}".`);
}

/** Messages the page logs with console.error, collected from now on. */
export function collectConsoleErrors(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') messages.push(message.text());
  });
  return messages;
}

/** Lets a test hold a request until it has looked at the page's busy state. */
export async function holdRequests(page: Page, path: string): Promise<{ release: () => void }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${path}`, async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

/**
 * Waits until a page the server drew has been taken over by its script: until then it is inert (a
 * press or a key does nothing), which a person sees as a moment's wait and a test must wait for too.
 */
export async function waitUntilLive(page: Page): Promise<void> {
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
}

/**
 * Waits for every finite animation and transition on the page to end (spinners loop forever and are left
 * alone): a toast or dialog caught halfway through coming in is neither where nor how it will stay.
 */
export async function finishAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * The rendered texts of the elements a locator finds, read again if the page replaced any of them between
 * finding and reading (a reorderable list swaps its cards once when the drag library arrives): a removed
 * element's innerText loses its line breaks.
 */
export async function renderedTexts(locator: Locator): Promise<string[]> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const texts = await locator.evaluateAll((elements) =>
      elements.every((element) => element.isConnected)
        ? elements.map((element) => (element as HTMLElement).innerText)
        : null,
    );
    if (texts) return texts;
  }
  throw new Error(`The elements of ${locator.toString()} kept being replaced while they were read.`);
}
