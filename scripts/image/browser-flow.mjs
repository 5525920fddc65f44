// What a person does in the image test, in Debian's Chromium driven by playwright-core, found on the page
// by role and text as tests/e2e/support finds them: signing up, making a trip, sharing its link, a friend
// sending a tip, and the owner's open page showing it.
import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright-core';
import { ensureChromium } from '../ensure-chromium.mjs';

/**
 * Debian's Chromium as the end-to-end tests run it (tests/e2e/support/browser.ts): Playwright itself runs it
 * headless, without its sandbox, background networking or component updates; these keep it off the GPU,
 * QUIC and sync too.
 */
const CHROMIUM_ARGS = ['--disable-gpu', '--disable-quic', '--disable-sync'];

/** @typedef {import('playwright-core').Page} Page @typedef {import('playwright-core').BrowserContext} Context */

export async function launchBrowser() {
  const executablePath = ensureChromium();
  if (!executablePath) throw new Error('Chromium is needed for the browser flow (see above).');
  // The image test closes Chromium itself on Ctrl-C, after its clean-up (Playwright would end the process).
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, handleSIGINT: false, handleSIGTERM: false });
}

/** A browser context of its own for an owner, who waits up to 30 s for what a page should show. */
export async function ownerContext(/** @type {import('playwright-core').Browser} */ browser) {
  const context = await browser.newContext();
  context.setDefaultTimeout(30_000);
  return context;
}

/** A new, unique account. */
export function newAccount() {
  const id = randomBytes(5).toString('hex');
  return { first: 'Maya', last: 'Lindqvist', email: `maya.${id}@example.test`, password: `Sunny-days-${id}` };
}

/** @param {Page} page @param {string} pathname */
const waitForPath = (page, pathname) => page.waitForURL((url) => url.pathname === pathname);

/** Signs up from the landing page, as a person does. @param {Page} page @param {string} baseUrl */
async function signUp(page, baseUrl, account = newAccount()) {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('link', { name: 'Get Started' }).click();
  await page.getByRole('heading', { level: 1, name: 'Join Tiplist' }).waitFor();
  await page.getByLabel('First name').fill(account.first);
  await page.getByLabel('Last name').fill(account.last);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await waitForPath(page, '/profile');
  return account;
}

/**
 * Makes a trip on the create page and answers its id.
 * @param {Page} page @param {string} baseUrl @param {string} destination
 */
async function createTrip(page, baseUrl, destination) {
  await page.goto(`${baseUrl}/create-trip`);
  const input = page.getByRole('combobox', { name: 'Where are you going?' });
  await input.fill(destination);
  await input.press('Escape');
  await page.getByRole('button', { name: 'Create Trip' }).click();
  await page.getByRole('heading', { level: 1, name: destination }).waitFor();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** The link "Ask Friends For Tips" gives, read from its dialog, which is then closed. @param {Page} page */
async function friendLink(page) {
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Ask Friends For Tips' }).click();
  await page
    .getByRole('dialog', { name: 'What tips are you looking for?' })
    .getByRole('button', { name: 'Next' })
    .click();
  const share = page.getByRole('dialog', { name: 'Share This Link' });
  const link = await share.getByRole('textbox', { name: 'Link for your friends' }).inputValue();
  await page.keyboard.press('Escape');
  await share.waitFor({ state: 'detached' });
  return link;
}

/**
 * An owner signs up at `baseUrl`, makes a trip and reads its link for friends, which must lead there too.
 * @param {Context} context @param {string} baseUrl @param {string} destination
 */
export async function ownerSharesTrip(context, baseUrl, destination) {
  const page = await context.newPage();
  const account = await signUp(page, baseUrl);
  const tripId = await createTrip(page, baseUrl, destination);
  const link = await friendLink(page);
  if (!link.startsWith(`${baseUrl}/`)) throw new Error(`The friend link ${link} is not on ${baseUrl}.`);
  return { tripId, link, heading: `${account.first} needs your recommendations for ${destination}!` };
}

/**
 * Opens the owner's trip page at `baseUrl` and waits until it listens for live updates.
 * @param {Context} context @param {string} baseUrl @param {string} tripId
 */
export async function openLiveTripPage(context, baseUrl, tripId) {
  const page = await context.newPage();
  const listening = page.waitForResponse((response) => response.url().endsWith(`/trips/${tripId}/events`));
  await page.goto(`${baseUrl}/trip/${tripId}`);
  await listening;
  return page;
}

/** Waits until the trip page shows a card with this text. @param {Page} page @param {string} text */
export const waitForTip = (page, text) => page.getByRole('article').filter({ hasText: text }).waitFor();

/**
 * A friend on a phone opens the link, writes one tip under Do and sends it with their name.
 * @param {import('playwright-core').Browser} browser @param {string} link
 * @param {{ tip: string, name: string, heading: string }} what
 */
export async function friendSendsTip(browser, link, { tip, name, heading }) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByLabel('Do recommendation 1', { exact: true }).fill(tip);
    await page.getByRole('button', { name: 'Submit Recommendations' }).click();
    const dialog = page.getByRole('dialog', { name: 'Who are these tips from?' });
    await dialog.getByLabel('Your name').fill(name);
    await dialog.getByRole('button', { name: 'Submit Recommendations' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank You!' }).waitFor();
  } finally {
    await context.close();
  }
}

/**
 * Whether the server drew the owner's trip page with this tip in it (decision 042): it needs React and the
 * page's other packages in the image, and without them sends the page undrawn.
 * @param {Context} context @param {string} baseUrl @param {string} tripId @param {string} tip
 */
export async function drawnWithTip(context, baseUrl, tripId, tip) {
  const response = await context.request.get(`${baseUrl}/trip/${tripId}`);
  const html = await response.text();
  const root = html.indexOf('<div id="root"');
  const drawing = html.slice(root, html.indexOf('<script type="application/json"', root));
  return response.ok() && root >= 0 && drawing.includes(tip);
}
