import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountInContext, sessionInContext, type StoredAccount } from './support/accounts';
import { e2eDatabases, useE2eEnvironment, type E2eEnvironment } from './support/environment';
import { inspectPage } from './support/inspect-page';
import { waitForPath, waitUntilLive } from './support/page-helpers';
import { tripPage } from './support/trip-page';
import { startTiplistServer, type TiplistServer } from './support/tiplist-server';
import { tripsApi } from './support/trips';

/** An invite link of `role` to the trip, made by the owner. */
async function inviteLink(
  env: E2eEnvironment,
  owner: BrowserContext,
  tripId: string,
  role: 'editor' | 'viewer',
) {
  const made = await owner.request.post(`${env.serverUrl}/api/trips/${tripId}/invites`, {
    data: { role },
    headers: { Origin: env.serverUrl },
  });
  expect(made.status()).toBe(201);
  return ((await made.json()) as { invite_url: string }).invite_url;
}

/** A person with an account opens the owner's invite link and joins the trip as a companion of `role`. */
async function joinsByLink(
  env: E2eEnvironment,
  owner: BrowserContext,
  tripId: string,
  role: 'editor' | 'viewer',
  first_name: string,
): Promise<{ context: BrowserContext; account: StoredAccount; page: Page }> {
  const link = await inviteLink(env, owner, tripId, role);
  const context = await env.newContext();
  const account = await accountInContext(context, env, { first_name });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: "Join Beatriz's trip to Porto" }).waitFor();
  await page.getByRole('button', { name: 'Join Trip' }).click();
  await waitForPath(page, `/trip/${tripId}`);
  await tripPage(page).heading('Porto').waitFor();
  await waitUntilLive(page);
  return { context, account, page };
}

async function openTrip(page: Page, url: string, tripId: string) {
  await page.goto(`${url}/trip/${tripId}`);
  await tripPage(page).heading('Porto').waitFor();
  await waitUntilLive(page);
}

/**
 * Travel companions as they happen (decision 069), on both databases: what an editor does reaches the
 * owner's open page live; a viewer's write is refused by the API; a removal ends the companion's open
 * page at once, on another instance of the same PostgreSQL database, or in another tab on SQLite.
 */
describe.each(e2eDatabases())('companions live on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('brings the tick of an editor who joined by link to the owner’s open page; shows a viewer no control and refuses their write', async () => {
    const ownerContext = await env().newContext();
    await accountInContext(ownerContext, env(), { first_name: 'Beatriz' });
    const trip = await tripsApi(ownerContext, env().serverUrl).createTrip('Porto');
    await tripsApi(ownerContext, env().serverUrl).addTips(trip.id, [
      { category: 'eat', content: 'Francesinha at Santiago' },
    ]);
    const ownerPage = await ownerContext.newPage();
    await openTrip(ownerPage, env().serverUrl, trip.id);
    const { page: editorPage } = await joinsByLink(env(), ownerContext, trip.id, 'editor', 'Eli');
    await tripPage(editorPage).card('Francesinha').getByRole('button', { name: 'Mark as done' }).click();
    await expect
      .poll(() =>
        tripPage(ownerPage)
          .card('Francesinha')
          .getByRole('button', { name: 'Mark as done' })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');

    const viewer = await joinsByLink(env(), ownerContext, trip.id, 'viewer', 'Vic');
    await tripPage(viewer.page).card('Francesinha').waitFor();
    for (const name of ['Add To This List', 'Mark as done', 'Favorite', 'Delete recommendation', 'Import']) {
      expect(await viewer.page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    const refused = await viewer.context.request.post(
      `${env().serverUrl}/api/trips/${trip.id}/recommendations`,
      {
        data: { entries: [{ category: 'do', content: 'Not mine to add' }] },
        headers: { Origin: env().serverUrl },
      },
    );
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('VIEW_ONLY');
  });

  it('ends a removed editor’s open page at once, wherever it is open', async () => {
    // On PostgreSQL the companion's page is served by a second instance of the same database.
    let second: TiplistServer | undefined;
    if (database === 'postgres') {
      second = await startTiplistServer({
        smtpUrl: env().mail.url,
        databaseUrl: env().databaseUrl,
        env: { AUTH_SECRET: env().authSecret },
      });
    }
    try {
      const there = second ? { ...env(), serverUrl: second.url } : env();
      const ownerContext = await env().newContext();
      await accountInContext(ownerContext, env(), { first_name: 'Beatriz' });
      const trip = await tripsApi(ownerContext, env().serverUrl).createTrip('Porto');
      const editor = await joinsByLink(env(), ownerContext, trip.id, 'editor', 'Eli');
      await sessionInContext(editor.context, there, editor.account);
      const page = await editor.context.newPage();
      await openTrip(page, there.serverUrl, trip.id);

      const removal = await ownerContext.request.delete(
        `${env().serverUrl}/api/trips/${trip.id}/companions/${editor.account.id}`,
        { headers: { Origin: env().serverUrl } },
      );
      expect(removal.status()).toBe(204);
      await page
        .getByRole('heading', { level: 1, name: 'You no longer have access to this trip.' })
        .waitFor();
      // A write from the page it was open in is refused too.
      const write = await editor.context.request.post(
        `${there.serverUrl}/api/trips/${trip.id}/recommendations`,
        {
          data: { entries: [{ category: 'do', content: 'Too late' }] },
          headers: { Origin: there.serverUrl },
        },
      );
      expect(write.status()).toBe(404);
      await inspectPage(page, `companions-removed-${database}`);
    } finally {
      await second?.stop();
    }
  });
});
