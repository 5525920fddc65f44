import { randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPhotonServer, photonAnswer, type PhotonPlace } from '../support/photon-server';
import { sendJson } from '../support/stand-in-server';
import { payload } from '../support/xss-payloads';
import { accountInContext, fillSignUpForm, newAccount, sessionInContext } from './support/accounts';
import { adminPanel } from './support/admin';
import { firstDatabase, useE2eEnvironment } from './support/environment';
import { friendContext, friendPage } from './support/friends';
import { inspectPage } from './support/inspect-page';
import { waitForPath, waitUntilLive } from './support/page-helpers';
import { expectTextsShown, watchForXss } from './support/xss-checks';
import {
  allCardTexts,
  expectCleanPage,
  expectHeaderInitials,
  visitCategoryTabs,
  visitMap,
} from './support/xss-pages';
import { seedXssWorld, type XssWorld } from './support/xss-seed';

/** Places the Photon stand-in finds for any search: payloads for names and towns. */
const PROVIDER_PLACES: PhotonPlace[] = [
  ['template, constructor', 'comment breakout'],
  ['fullwidth script tag', 'right-to-left override'],
  ['svg onload', 'CDATA'],
].map(([name = '', city = ''], position) => ({
  osmType: 'N',
  osmId: 7_000 + position,
  name: payload(name),
  city: payload(city),
  lat: 38.7 + position / 100,
  lon: -9.1,
}));

// On one database: how pages show stored text cannot depend on it. That both keep such text as written is
// checked on both by integration tests (markup: friends.test.ts; Unicode: http/security-probes.test.ts).
describe(`user text stays text on every page, on ${firstDatabase()}`, () => {
  const database = firstDatabase();
  const ownerEmail = `xss.owner.${randomBytes(4).toString('hex')}@example.test`;
  let photon: Awaited<ReturnType<typeof startPhotonServer>> | undefined;
  const env = useE2eEnvironment(database, {
    serverEnv: async () => {
      photon = await startPhotonServer();
      photon.answerWith((_request, response) => sendJson(response, 200, photonAnswer(PROVIDER_PLACES)));
      // One trusted proxy hop: the seeded friends and accounts each come from an address of their own.
      return { ADMIN_EMAILS: ownerEmail, TRUST_PROXY: 'true', PHOTON_URL: photon.url };
    },
  });
  afterAll(() => photon?.close());

  let seeded: XssWorld | undefined;
  beforeAll(async () => {
    seeded = await seedXssWorld(env(), ownerEmail);
  });
  const world = () => {
    if (!seeded) throw new Error('The payloads were not seeded; see the beforeAll error.');
    return seeded;
  };

  /** A context watched for XSS from its first page on, signed in as the owner when asked. */
  async function watched(context: BrowserContext, signedIn: boolean) {
    const findings = await watchForXss(context);
    if (signedIn) await sessionInContext(context, env(), world().owner);
    return { page: await context.newPage(), findings };
  }

  it('shows the owner payloads as text: dashboard, trip, trip map, guidebooks, guidebook map', async () => {
    const { owner, trip, trips, guidebook, guidebooks } = world();
    const { page, findings } = await watched(await env().newContext(), true);

    await page.goto('/dashboard');
    await expectTextsShown(
      page,
      [...trips.map((each) => each.destination), trip.recommendation_types ?? ''],
      'the dashboard',
    );
    await expectHeaderInitials(page, owner.first_name, owner.last_name);
    await expectCleanPage(page, findings, 'the dashboard');

    await page.goto(`/trip/${trip.id}`);
    await waitUntilLive(page);
    await expectTextsShown(page, [trip.destination, trip.recommendation_types ?? ''], 'the trip page');
    await visitCategoryTabs(page, findings, 'the trip page', true);
    await inspectPage(page, `xss-trip-${database}`);
    await visitMap(page, `/trip/${trip.id}/map`, findings, true);

    await page.goto('/guidebooks');
    const guidebookTexts = guidebooks.flatMap((each) => [
      each.title,
      each.destination,
      each.description ?? '',
    ]);
    await expectTextsShown(page, guidebookTexts, 'the guidebooks page');
    await expectCleanPage(page, findings, 'the guidebooks page');

    await page.goto(`/guidebook/${guidebook.id}`);
    const header = [guidebook.title, guidebook.destination, guidebook.description ?? ''];
    await expectTextsShown(page, header, 'the guidebook page');
    await visitCategoryTabs(page, findings, 'the guidebook page', false);
    await visitMap(page, `/guidebook/${guidebook.id}/map`, findings, false);
  });

  it('shows the friend page, place search results and thanks with payloads as text', async () => {
    const { owner, friendTrip: trip } = world();
    const context = await friendContext(env());
    const { page, findings } = await watched(context, false);
    const ui = friendPage(page);

    await page.goto(`/hello/${trip.id}`);
    await expectTextsShown(
      page,
      [owner.first_name, owner.last_name, trip.destination, trip.recommendation_types ?? ''],
      'the friend page',
    );
    await expectCleanPage(page, findings, 'the friend page');

    const doTip = payload('attribute breakout, double quote');
    const lunchTip = `Lunch at ${payload('template, constructor')}`;
    const friendName = payload('template literal');
    await ui.entry('Do', 1).fill(doTip);
    await ui.tab('Eat').click();
    await ui.entry('Eat', 1).click();
    await page.keyboard.type('Lunch at @Li');
    const options = page.getByRole('listbox', { name: 'Places' });
    const found = PROVIDER_PLACES.flatMap((place) => [place.name ?? '', place.city ?? '']);
    await expectTextsShown(page, found, 'the place search', '[role="listbox"]');
    await expectCleanPage(page, findings, 'the place search');
    await options.getByRole('option').first().click();
    expect(await ui.entry('Eat', 1).inputValue()).toBe(`${lunchTip} `);
    await inspectPage(page, `xss-friend-${database}`);

    await ui.submit.click();
    await ui.nameField.fill(friendName);
    await ui.send.click();
    await waitForPath(page, '/thank-you');
    await expectTextsShown(page, [owner.first_name, trip.destination], 'the thank-you page');
    await expectCleanPage(page, findings, 'the thank-you page');

    // The owner sees the friend's tips, place and name as text.
    const owned = await watched(await env().newContext(), true);
    await owned.page.goto(`/trip/${trip.id}`);
    await waitUntilLive(owned.page);
    await owned.page.getByRole('tab', { name: /^All\b/ }).click();
    const sent = [doTip, lunchTip, friendName];
    await expectTextsShown(owned.page, sent, 'the trip page after a friend sent tips', '[role="tabpanel"]');
    await expectCleanPage(owned.page, owned.findings, 'the trip page after a friend sent tips');
  });

  it('shows shared favourites, the shared guidebook and their maps with payloads as text', async () => {
    const { owner, trip, favoritesToken, guidebook, guidebookToken } = world();
    const { page, findings } = await watched(await env().newContext(), false);

    await page.goto(`/shared-favorites/${favoritesToken}`);
    const favorites = [owner.first_name, trip.destination, ...allCardTexts(true)];
    await expectTextsShown(page, favorites, 'the shared favourites page');
    await expectCleanPage(page, findings, 'the shared favourites page');
    await visitMap(page, `/shared-favorites/${favoritesToken}/map`, findings, true);
    await visitMap(page, `/hello/${trip.id}/map`, findings, true);

    await page.goto(`/shared-guidebook/${guidebookToken}`);
    const shared = [owner.first_name, guidebook.title, guidebook.destination, guidebook.description ?? ''];
    await expectTextsShown(page, [...shared, ...allCardTexts(false)], 'the shared guidebook page');
    await expectCleanPage(page, findings, 'the shared guidebook page');
    await visitMap(page, `/shared-guidebook/${guidebookToken}/map`, findings, false);
  });

  it('shows an invite, and a trip shared with a companion, with payloads as text (decision 069)', async () => {
    const { owner, trip } = world();
    const ownerSide = await watched(await env().newContext(), true);
    const made = await ownerSide.page.request.post(`${env().serverUrl}/api/trips/${trip.id}/invites`, {
      data: { role: 'editor' },
      headers: { Origin: env().serverUrl },
    });
    const token = ((await made.json()) as { invite_url: string }).invite_url.split('/').pop() ?? '';
    const companionContext = await env().newContext();
    const { page, findings } = await watched(companionContext, false);
    const companionName = payload('img onerror');
    await accountInContext(companionContext, env(), { first_name: companionName });

    await page.goto(`/join/${token}`);
    await expectTextsShown(page, [owner.first_name, trip.destination], 'the join page');
    await expectCleanPage(page, findings, 'the join page');
    await page.getByRole('button', { name: 'Join Trip' }).click();
    await waitForPath(page, `/trip/${trip.id}`);
    await waitUntilLive(page);
    await expectTextsShown(page, [owner.first_name, trip.destination], 'the shared trip page');
    await expectCleanPage(page, findings, 'the shared trip page');
    await page.goto('/dashboard');
    await expectTextsShown(page, [owner.first_name, trip.destination], 'the companion’s dashboard');
    await expectCleanPage(page, findings, 'the companion’s dashboard');

    // The owner's Invite Companions dialog names the companion as text.
    await ownerSide.page.goto(`/trip/${trip.id}`);
    await ownerSide.page.getByRole('button', { name: 'Invite Companions' }).click();
    const dialog = '[role="dialog"]';
    await expectTextsShown(ownerSide.page, [companionName], 'the Invite Companions dialog', dialog);
    await expectCleanPage(ownerSide.page, ownerSide.findings, 'the Invite Companions dialog');
  });

  it('takes payload names at sign-up and on the profile, and lists them in the admin panel', async () => {
    const { page, findings } = await watched(await env().newContext(), false);
    const account = newAccount({
      first_name: payload('right-to-left override'),
      last_name: payload('javascript: url'),
    });
    const renamed = { first: payload('CDATA'), last: payload('script inside svg') };
    await page.goto('/auth?action=sign_up');
    await fillSignUpForm(page, account);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await waitForPath(page, '/profile');
    await expectTextsShown(page, [account.first_name, account.last_name, account.email], 'the profile page');
    await expectHeaderInitials(page, account.first_name, account.last_name);
    await expectCleanPage(page, findings, 'the profile page');

    await page.getByRole('button', { name: 'Personal Info' }).click();
    await page.getByLabel('First name').fill(renamed.first);
    await page.getByLabel('Last name').fill(renamed.last);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectTextsShown(page, [renamed.first, renamed.last], 'the profile page after a name change');
    await expectHeaderInitials(page, renamed.first, renamed.last);
    await expectCleanPage(page, findings, 'the profile page after a name change');

    const admin = await watched(await env().newContext(), true);
    await admin.page.goto('/admin');
    await adminPanel(admin.page).heading.waitFor();
    const listed = world().accounts.flatMap((each) => [each.first_name, each.last_name, each.email]);
    await expectTextsShown(admin.page, [...listed, renamed.first], 'the admin panel', 'table');
    await expectCleanPage(admin.page, admin.findings, 'the admin panel');
  });
});
