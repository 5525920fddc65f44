import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../src/shared/i18n/locales.js';
import { loadMessages, translatorOf } from '../../src/shared/i18n/messages.js';
import { DEFAULT_PASSWORD } from '../support/factories/users.js';
import { accountInContext, fillSignUpForm, newAccount, type StoredAccount } from './support/accounts';
import { oneE2eDatabase, type E2eEnvironment, useE2eEnvironment } from './support/environment';
import { inspectPage } from './support/inspect-page';
import { guidebooksApi } from './support/guidebooks';
import { expectSuccessToast, waitForPath, waitUntilLive } from './support/page-helpers';
import { inspectWithoutToasts, tripPage } from './support/trip-page';
import { tripsApi } from './support/trips';

/** Calls the companion endpoints as the context's signed-in user. */
function companionsApi(context: BrowserContext, serverUrl: string) {
  const headers = { Origin: serverUrl };
  return {
    invite: async (tripId: string, role: 'editor' | 'viewer', kind: 'trips' | 'guidebooks' = 'trips') => {
      const response = await context.request.post(`${serverUrl}/api/${kind}/${tripId}/invites`, {
        data: { role },
        headers,
      });
      if (!response.ok()) throw new Error(`Invite answered ${response.status()}: ${await response.text()}`);
      return ((await response.json()) as { invite_url: string }).invite_url;
    },
  };
}

/** An owner (Inês) with a Lisbon trip of two tips, one with a place. */
async function ownerWithTrip(env: E2eEnvironment) {
  const context = await env.newContext();
  const owner = await accountInContext(context, env, { first_name: 'Inês' });
  const api = tripsApi(context, env.serverUrl);
  const trip = await api.createTrip('Lisbon', 'Food and fado');
  await api.addTips(trip.id, [
    {
      category: 'eat',
      content: 'Pastéis at Manteigaria',
      place: { name: 'Manteigaria', latitude: 38.7107, longitude: -9.1434, placeId: 'osm:1' },
    },
    { category: 'bars', content: 'Ginjinha by the Rossio' },
  ]);
  return { context, owner, trip };
}

/** A companion with an account, signed in, who joins the trip through an invite of `role`. */
async function companionJoins(
  env: E2eEnvironment,
  ownerContext: BrowserContext,
  tripId: string,
  role: 'editor' | 'viewer',
) {
  const url = await companionsApi(ownerContext, env.serverUrl).invite(tripId, role);
  const context = await env.newContext();
  const account: StoredAccount = await accountInContext(context, env, { first_name: 'Rui' });
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: "Join Inês's trip to Lisbon" }).waitFor();
  await page.getByRole('button', { name: 'Join Trip' }).click();
  await waitForPath(page, `/trip/${tripId}`);
  await tripPage(page).heading('Lisbon').waitFor();
  return { context, account, page };
}

const sharedBy = (page: Page) => page.getByText('Shared by Inês');

describe.each(oneE2eDatabase('sqlite'))('travel companions on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('invites by link; a visitor signs up, comes back, joins as an editor and may change the trip', async () => {
    const { context, trip } = await ownerWithTrip(env());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env().serverUrl });
    const owner = await context.newPage();
    await owner.goto(`/trip/${trip.id}`);
    await waitUntilLive(owner);
    await owner.getByRole('button', { name: 'Invite Companions' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Invite Companions' });
    await dialog.getByRole('radio', { name: /Can edit/ }).check();
    await dialog.getByRole('button', { name: 'Create Invite Link' }).click();
    await expectSuccessToast(owner, 'Link copied!');
    const link = await dialog.getByRole('textbox', { name: 'Invite link' }).inputValue();
    expect(link).toMatch(new RegExp(`^${env().serverUrl}/join/[A-Za-z0-9_-]{43}$`));
    expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await dialog.getByText('No one has joined yet.').waitFor();
    await inspectWithoutToasts(owner, 'companions-invite-dialog');
    // Invites by mail go out only from a verified address: the server's reason shows by the field.
    await dialog.getByLabel('Or send the invite by email').fill('rui@example.test');
    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    await dialog.getByText('Verify your email address before sending invites by email.').waitFor();

    const visitorContext = await env().newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/join/${'x'.repeat(43)}`);
    await visitor.getByRole('heading', { level: 1, name: 'This invite does not work' }).waitFor();
    await visitor.goto(link);
    await visitor.getByRole('heading', { level: 1, name: "Join Inês's trip to Lisbon" }).waitFor();
    await visitor.getByText('You will be able to add and change tips').waitFor();
    await inspectPage(visitor, 'companions-join-signed-out');
    await visitor.getByRole('link', { name: 'Create Account' }).click();
    await waitForPath(visitor, '/auth');
    await fillSignUpForm(visitor, newAccount({ first_name: 'Rui' }));
    await visitor.getByRole('button', { name: 'Sign Up' }).click();
    await waitForPath(visitor, new URL(link).pathname);
    await visitor.getByRole('button', { name: 'Join Trip' }).click();
    await waitForPath(visitor, `/trip/${trip.id}`);
    await expectSuccessToast(visitor, 'Welcome aboard!', "You joined Inês's trip to Lisbon.");
    await sharedBy(visitor).waitFor();
    await visitor.getByText('Can edit').first().waitFor();
    await visitor.getByRole('switch', { name: 'Email me when new tips arrive' }).waitFor();
    await visitor.getByRole('button', { name: 'Add To This List' }).waitFor();
    await tripPage(visitor).card('Ginjinha').getByRole('button', { name: 'Favorite' }).click();
    await tripPage(visitor)
      .card('Ginjinha')
      .getByRole('button', { name: 'Favorite', pressed: true })
      .waitFor();
    // The owner's controls stay the owner's.
    expect(await visitor.getByRole('button', { name: 'Invite Companions' }).count()).toBe(0);
    await inspectWithoutToasts(visitor, 'companions-trip-editor');
    await visitor.getByRole('button', { name: 'Sharing' }).click();
    const sharing = visitor.getByRole('dialog', { name: 'Sharing' });
    await sharing.getByRole('textbox', { name: 'Link for your friends' }).waitFor();
    for (const name of ['Pause Tip Collection', 'New Ask Link', 'Revoke']) {
      expect(await sharing.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    expect(await sharing.getByRole('switch').count()).toBe(0);
    await visitor.keyboard.press('Escape');

    // Joining twice just opens the trip.
    await visitor.goto(link);
    await visitor.getByRole('button', { name: 'Join Trip' }).click();
    await waitForPath(visitor, `/trip/${trip.id}`);

    await visitor.goto('/dashboard');
    const card = visitor.getByRole('article').filter({ hasText: 'Lisbon' });
    await card.getByText('Shared by Inês').waitFor();
    expect(await card.getByRole('button', { name: /Delete/ }).count()).toBe(0);

    // The owner opening their own invite is told the trip is theirs, one press away.
    await owner.goto(link);
    await owner.getByRole('button', { name: 'Join Trip' }).click();
    await owner.getByRole('heading', { level: 1, name: 'This is your own trip' }).waitFor();
    await owner.getByRole('link', { name: 'Open Trip' }).click();
    await waitForPath(owner, `/trip/${trip.id}`);

    // The owner sees the new companion in the dialog.
    await owner.reload();
    await owner.getByRole('button', { name: 'Invite Companions' }).click();
    await owner.getByRole('dialog', { name: 'Invite Companions' }).getByText('Rui Lindqvist').waitFor();
  });

  it('shows a viewer the trip without a control that changes it', async () => {
    const { context, trip } = await ownerWithTrip(env());
    const { page } = await companionJoins(env(), context, trip.id, 'viewer');
    await sharedBy(page).waitFor();
    await page.getByText('Can view').first().waitFor();
    await tripPage(page).card('Pastéis at Manteigaria').waitFor();
    for (const name of [
      'Add To This List',
      'Ask Friends For Tips',
      'Sharing',
      'Import',
      'Invite Companions',
      'Favorite',
      'Mark as done',
      'Delete recommendation',
      'Drag to reorder',
    ]) {
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    await page.getByRole('button', { name: 'Leave' }).waitFor();
    await inspectPage(page, 'companions-trip-viewer');

    await page.getByRole('link', { name: 'View Map' }).click();
    await waitForPath(page, `/trip/${trip.id}/map`);
    await sharedBy(page).waitFor();

    await page.goto(`/trip/${trip.id}`);
    await page.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
    await waitForPath(page, '/dashboard');
    await expectSuccessToast(page, 'You left the trip to Lisbon');
    expect(await page.getByRole('article').filter({ hasText: 'Lisbon' }).count()).toBe(0);
  });

  it('tells a removed companion at once that their open trip page is no longer theirs', async () => {
    const { context, trip } = await ownerWithTrip(env());
    const { page: companion } = await companionJoins(env(), context, trip.id, 'editor');
    await waitUntilLive(companion);
    await sharedBy(companion).waitFor();

    const owner = await context.newPage();
    await owner.goto(`/trip/${trip.id}`);
    await waitUntilLive(owner);
    await owner.getByRole('button', { name: 'Invite Companions' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Invite Companions' });
    await dialog.getByRole('button', { name: 'Remove Rui Lindqvist' }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expectSuccessToast(owner, 'Rui Lindqvist was removed');
    await dialog.getByText('No one has joined yet.').waitFor();

    await companion
      .getByRole('heading', { level: 1, name: 'You no longer have access to this trip.' })
      .waitFor();
    await companion.getByRole('link', { name: 'Back to Dashboard' }).waitFor();
    expect(await companion.getByText('Pastéis at Manteigaria').count()).toBe(0);
    await inspectPage(companion, 'companions-access-ended');
  });

  describe('in Arabic, right to left', () => {
    beforeAll(() => loadMessages('ar', ['app', 'public']));
    const ar = translatorOf('ar');

    it('shares a guidebook with a viewer, and tells them when its owner’s account went with it', async () => {
      const { context: ownerContext, trip } = await ownerWithTrip(env());
      const guidebook = await guidebooksApi(ownerContext, env().serverUrl).create('Lisboa a pé', 'Lisbon');
      await guidebooksApi(ownerContext, env().serverUrl).addTips(guidebook.id, [
        { category: 'eat', content: 'Bifanas no Conga' },
      ]);
      const invites = companionsApi(ownerContext, env().serverUrl);
      const guidebookLink = await invites.invite(guidebook.id, 'viewer', 'guidebooks');
      const tripLink = await invites.invite(trip.id, 'editor');

      const context = await env().newContext();
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'ar', url: env().serverUrl }]);
      await accountInContext(context, env(), { first_name: 'Rui' });
      const page = await context.newPage();
      await page.goto(guidebookLink);
      await page
        .getByRole('heading', {
          level: 1,
          name: ar('companions.join.guidebookHeading', { name: 'Inês', title: 'Lisboa a pé' }),
        })
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await inspectPage(page, 'companions-join-ar');
      await page.getByRole('button', { name: ar('companions.join.joinGuidebook') }).click();
      await waitForPath(page, `/guidebook/${guidebook.id}`);
      await page.getByText('Bifanas no Conga').waitFor();
      await page.getByText(ar('companions.role.viewer')).first().waitFor();
      for (const name of [
        ar('guidebooks.page.add'),
        ar('guidebooks.page.edit'),
        ar('guidebooks.page.share'),
      ]) {
        expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
      }
      await inspectWithoutToasts(page, 'companions-guidebook-viewer-ar');

      await page.goto(tripLink);
      await page.getByRole('button', { name: ar('companions.join.joinTrip') }).click();
      await waitForPath(page, `/trip/${trip.id}`);

      const deleted = await ownerContext.request.post(`${env().serverUrl}/api/profile/deletion`, {
        data: { password: DEFAULT_PASSWORD },
        headers: { Origin: env().serverUrl },
      });
      expect(deleted.status()).toBe(200);
      await page.goto('/dashboard');
      const tripNotice = ar('companions.notice.trip', { name: 'Inês', list: 'Lisbon' });
      await page.getByText(tripNotice).waitFor();
      await page
        .getByText(ar('companions.notice.guidebook', { name: 'Inês', list: 'Lisboa a pé' }))
        .waitFor();
      await inspectPage(page, 'companions-notices-ar');
      await page.getByRole('listitem').filter({ hasText: tripNotice }).getByRole('button').click();
      await page.getByText(tripNotice).waitFor({ state: 'detached' });
      await page.reload();
      await page
        .getByText(ar('companions.notice.guidebook', { name: 'Inês', list: 'Lisboa a pé' }))
        .waitFor();
      expect(await page.getByText(tripNotice).count()).toBe(0);
    });
  });
});
