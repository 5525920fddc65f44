import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { hashFollowToken, mailCode } from '../../src/server/features/follow-links/follow-tokens';
import { mailParts } from '../support/mail-parts';
import { oneE2eDatabase, type E2eEnvironment, useE2eEnvironment } from './support/environment';
import { friendContext, friendPage, ownerWithTrip } from './support/friends';
import { inspectPage } from './support/inspect-page';
import { waitForPath } from './support/page-helpers';
import { scriptsLoadedBy } from './support/script-bytes';
import { startTiplistServer } from './support/tiplist-server';
import { tripPage } from './support/trip-page';

/** Decision 062: the follow page's one script, React-free. */
const FOLLOW_SCRIPT_BUDGET_BYTES = 10 * 1000;

/**
 * Where the owner acts: on PostgreSQL a second server on the same database (its own port, the same
 * secret, so the owner's cookie holds), on SQLite the same server in another tab.
 */
async function ownerServerUrl(env: E2eEnvironment): Promise<string> {
  if (env.database !== 'postgres') return env.serverUrl;
  const second = await startTiplistServer({
    smtpUrl: env.mail.url,
    databaseUrl: env.databaseUrl,
    env: { AUTH_SECRET: env.authSecret },
  });
  onTestFinished(() => second.stop());
  return second.url;
}

/** A friend sends two tips from the ask page and lands on the thank-you page. */
async function sendTwoTips(page: Page, tripId: string) {
  const ui = friendPage(page);
  await page.goto(`/hello/${tripId}`);
  await ui.entry('Do', 1).fill('Cervejaria Ramiro');
  await ui.tab('Eat').click();
  await ui.entry('Eat', 1).fill('Pastéis de Belém, still warm');
  await ui.submit.click();
  await ui.nameField.fill('Ana');
  await ui.send.click();
  await waitForPath(page, '/thank-you');
}

describe.each(oneE2eDatabase('postgres'))('a friend follows their tips on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('sees ♥ and "went there" appear live as the owner acts elsewhere, and the notice once following is off', async () => {
    const { owner, trip, context: ownerContext } = await ownerWithTrip(env(), 'Lisbon');
    const ownerUrl = await ownerServerUrl(env());
    const friend = await (await friendContext(env())).newPage();
    await sendTwoTips(friend, trip.id);

    await friend.getByRole('heading', { name: 'Follow your tips' }).waitFor();
    await inspectPage(friend, 'friend-thank-you-follow');
    const listening = friend.waitForResponse((response) => response.url().endsWith('/events'));
    const scripts = await scriptsLoadedBy(friend, async () => {
      await friend.getByRole('button', { name: 'Follow your tips' }).click();
      await friend.waitForURL(/\/follow\/[A-Za-z0-9_-]{43}$/);
      await friend.getByRole('heading', { level: 1, name: 'Lisbon' }).waitFor();
    });
    const followScripts = scripts.filter((script) => new URL(script.url).pathname !== '/');
    const gzip = followScripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    console.info(`Follow page: ${followScripts.length} scripts, ${(gzip / 1000).toFixed(1)} KB gzip`);
    expect(gzip).toBeLessThanOrEqual(FOLLOW_SCRIPT_BUDGET_BYTES);
    expect(followScripts.some((script) => /react/i.test(script.url))).toBe(false);

    const tip = (text: string) => friend.getByRole('listitem').filter({ hasText: text });
    await tip('Pastéis de Belém').waitFor();
    await tip('Cervejaria Ramiro').waitFor();
    // The stream is open before the owner acts.
    await listening;

    const ownerTab = await ownerContext.newPage();
    await ownerTab.goto(`${ownerUrl}/trip/${trip.id}`);
    const board = tripPage(ownerTab);
    await board.card('Pastéis de Belém').getByRole('button', { name: 'Favorite' }).click();
    await tip('Pastéis de Belém').getByText('Favourite').waitFor();
    await board.card('Cervejaria Ramiro').getByRole('button', { name: 'Mark as done' }).click();
    await tip('Cervejaria Ramiro').getByText(`${owner.first_name} went there`).waitFor();
    await inspectPage(friend, 'follow-page');

    // The friend page of the same trip lists the followed tips.
    const ask = await friend.context().newPage();
    await ask.goto(`/hello/${trip.id}`);
    await ask.getByRole('heading', { name: 'Your tips' }).waitFor();
    await ask.getByRole('link', { name: 'Your tips for Lisbon' }).waitFor();
    await inspectPage(ask, 'friend-your-tips');
    await ask.close();

    // The owner turns following off on their server: the open page says so without a reload.
    const off = await ownerContext.request.put(`${ownerUrl}/api/trips/${trip.id}/following`, {
      data: { on: false },
    });
    expect(off.status()).toBe(200);
    await friend.getByText(`${owner.first_name} turned following off for this trip`).waitFor();
    await tip('Pastéis de Belém').waitFor();
    expect(await friend.getByLabel(`Tell me when ${owner.first_name} tries one of my tips`).count()).toBe(0);
    await inspectPage(friend, 'follow-page-off');

    friend.once('dialog', (dialog) => void dialog.accept());
    await friend.getByRole('button', { name: 'Delete this follow link' }).click();
    await friend.getByRole('heading', { name: 'This link no longer works' }).waitFor();
    const stored = await friend.evaluate(() => window.localStorage.getItem('tiplist.followLinks'));
    expect(stored).toBe('[]');
  });

  it('leaves an address, confirms it from the mail, and stops the mails from their page', async () => {
    const { owner, trip } = await ownerWithTrip(env(), 'Porto');
    const friend = await (await friendContext(env())).newPage();
    await sendTwoTips(friend, trip.id);
    await friend.getByRole('button', { name: 'Follow your tips' }).click();
    await friend.waitForURL(/\/follow\/[A-Za-z0-9_-]{43}$/);
    const token = new URL(friend.url()).pathname.split('/').pop() ?? '';
    const address = `ana-${database}@example.com`;
    await friend.getByLabel(`Tell me when ${owner.first_name} tries one of my tips`).fill(address);
    await friend.getByRole('button', { name: 'Tell me' }).click();
    await friend.getByText(`We sent a mail to ${address}`).waitFor();

    const mail = await env().mail.waitForMail(address, /Confirm your address/, 20_000);
    const confirmLink = /(http\S+\/follow-mail\/confirm\/[A-Za-z0-9_.-]+)/.exec(mailParts(mail).text)?.[1];
    if (!confirmLink) throw new Error('no confirmation link');
    const visitor = await (await friendContext(env())).newPage();
    await visitor.goto(confirmLink);
    await visitor.getByRole('heading', { level: 1, name: 'Confirm your address' }).waitFor();
    await inspectPage(visitor, 'follow-mail-confirm');
    await visitor.getByRole('button', { name: 'Confirm my address' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'Address confirmed' }).waitFor();
    await friend.reload();
    await friend.getByText(`Mails about your tips go to ${address}`).waitFor();

    // The stop link of a daily mail, made as the mail makes it.
    const link = await env()
      .db()
      .kysely.selectFrom('follow_links')
      .select('id')
      .where('token_hash', '=', hashFollowToken(token))
      .executeTakeFirstOrThrow();
    await visitor.goto(`/follow-mail/stop/${mailCode(env().authSecret, 'stop', link.id, address)}`);
    await visitor.getByRole('heading', { level: 1, name: 'Stop these mails?' }).waitFor();
    await visitor.getByRole('button', { name: 'Stop the mails' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'Mails stopped' }).waitFor();
    await inspectPage(visitor, 'follow-mail-stopped');
    await friend.reload();
    await friend.getByLabel(`Tell me when ${owner.first_name} tries one of my tips`).waitFor();
  });
});
