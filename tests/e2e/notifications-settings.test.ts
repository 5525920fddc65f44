import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripSharing } from '../../src/shared/contracts/trip-sharing.js';
import { sendJson, startStandInServer } from '../support/stand-in-server';
import { accountInContext, type StoredAccount } from './support/accounts';
import { oneE2eDatabase, type E2eEnvironment, useE2eEnvironment } from './support/environment';
import { inspectPage } from './support/inspect-page';
import { collectConsoleErrors, expectSuccessToast } from './support/page-helpers';
import { inspectWithoutToasts } from './support/trip-page';
import { tripsApi } from './support/trips';

/** A delivery of the owner's that failed and is being retried, as the sender leaves one. */
async function seedFailedDelivery(env: E2eEnvironment, owner: StoredAccount, tripId: string) {
  const batchId = randomUUID();
  const now = new Date().toISOString();
  const db = env.db().kysely;
  await db
    .insertInto('notification_batches')
    .values({
      id: batchId,
      trip_id: tripId,
      user_id: owner.id,
      opened_at: now,
      due_at: now,
      composed_at: now,
    })
    .execute();
  await db
    .insertInto('notification_deliveries')
    .values({
      id: randomUUID(),
      batch_id: batchId,
      user_id: owner.id,
      channel: 'webhook',
      message_id: `<${batchId}@tiplist.test>`,
      attempts: 2,
      // Its next try an hour off, as after a few failures: the server's own rounds leave it be meanwhile.
      next_attempt_at: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
      last_error: 'The webhook did not answer within 5 s.',
      created_at: now,
    })
    .execute();
}

const switchNamed = (page: Page, name: string) => page.getByRole('switch', { name });

describe.each(oneE2eDatabase('sqlite'))('Profile → Notifications and a trip’s switches on %s', (database) => {
  // The owner's webhook is a server on 127.0.0.1: the server allows private addresses, as on a LAN.
  let receiver: Awaited<ReturnType<typeof startStandInServer>>;
  beforeAll(async () => {
    receiver = await startStandInServer('127.0.0.1', (_request, response) => sendJson(response, 200, {}));
  });
  afterAll(() => receiver.close());
  const env = useE2eEnvironment(database, {
    serverEnv: () => Promise.resolve({ WEBHOOK_ALLOW_PRIVATE: 'true' }),
  });

  it('sets a webhook and tests it, switches mail off, and mutes a trip and closes following', async () => {
    const context = await env().newContext();
    const owner = await accountInContext(context, env(), { first_name: 'Maya', emailVerified: true });
    const trip = await tripsApi(context, env().serverUrl).createTrip('Lisbon');
    await seedFailedDelivery(env(), owner, trip.id);
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Notifications' });
    await card
      .getByText('Last webhook call failed: The webhook did not answer within 5 s, retrying.')
      .waitFor();

    // The address and format are saved together; the test waits for the save.
    const url = card.getByRole('textbox', { name: 'Webhook URL' });
    await url.fill(`${receiver.url}/hooks/tiplist`);
    expect(await card.getByRole('button', { name: 'Send a Test' }).isDisabled()).toBe(true);
    await card.getByRole('combobox', { name: 'Format' }).selectOption({ label: 'JSON' });
    await card.getByRole('button', { name: 'Save' }).click();
    await expectSuccessToast(page, 'Webhook saved', 'Send a test to try it.');
    await card.getByRole('button', { name: 'Send a Test' }).click();
    await card.getByRole('status').getByText('Test sent: your webhook answered that it got it.').waitFor();
    expect(receiver.requests).toHaveLength(1);
    expect(receiver.requests[0]?.url.pathname).toBe('/hooks/tiplist');
    expect(receiver.requests[0]?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(receiver.requests[0]?.body).toMatchObject({
      title: 'This is a test from Tiplist',
      url: `${env().serverUrl}/`,
      tips: [{ category: 'eat', content: 'An example tip', contributor_name: null }],
    });
    await inspectWithoutToasts(page, 'profile-notifications');

    // A webhook that fails says why, beside the button.
    receiver.answerWith((_request, response) => sendJson(response, 404, {}));
    await card.getByRole('button', { name: 'Send a Test' }).click();
    await card.getByText('Test failed: The webhook answered 404 Not Found.').waitFor();
    receiver.answerWith((_request, response) => sendJson(response, 200, {}));

    const mail = switchNamed(page, 'Email me when friends send tips');
    expect(await mail.getAttribute('aria-checked')).toBe('true');
    await mail.click();
    await expectSuccessToast(page, 'Emails turned off');
    await page.reload();
    expect(await switchNamed(page, 'Email me when friends send tips').getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(await url.inputValue()).toBe(`${receiver.url}/hooks/tiplist`);

    // The trip's Sharing panel: mute it, and stop offering follow links.
    await page.goto(`/trip/${trip.id}`);
    await page.getByRole('button', { name: 'Sharing', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Sharing' });
    const mute = panel.getByRole('switch', { name: 'Mute notifications for this trip' });
    const follow = panel.getByRole('switch', { name: 'Let friends follow their tips' });
    expect([await mute.getAttribute('aria-checked'), await follow.getAttribute('aria-checked')]).toEqual([
      'false',
      'true',
    ]);
    await mute.click();
    await expectSuccessToast(
      page,
      'Notifications muted',
      'No mail or webhook call about new tips for this trip.',
    );
    await follow.click();
    await expectSuccessToast(
      page,
      'Following off',
      'Open follow pages say you turned it off; their tips stay listed.',
    );
    await inspectWithoutToasts(page, 'trip-sharing-notifications');

    await page.reload();
    await page.getByRole('button', { name: 'Sharing', exact: true }).click();
    await expect.poll(() => mute.getAttribute('aria-checked')).toBe('true');
    expect(await follow.getAttribute('aria-checked')).toBe('false');
    const stored = await context.request.get(`${env().serverUrl}/api/trips/${trip.id}/sharing`);
    expect(await stored.json()).toMatchObject({
      notifications_muted: true,
      following_on: false,
    } satisfies Partial<TripSharing>);
    // The failed test's 502 is the browser's only complaint.
    expect(errors.filter((text) => !text.includes('status of 502'))).toEqual([]);
  });

  it('explains to an unverified account why it cannot switch mails on', async () => {
    const context = await env().newContext();
    await accountInContext(context, env(), { first_name: 'Ines' });
    const page = await context.newPage();
    await page.goto('/profile');
    const mail = switchNamed(page, 'Email me when friends send tips');
    await mail.waitFor();
    expect(await mail.isDisabled()).toBe(true);
    expect(await mail.getAttribute('aria-checked')).toBe('false');
    await page
      .getByText('Verify your email address first: these mails go only to a verified address.')
      .waitFor();
    await page.getByRole('button', { name: 'Send verification link', exact: true }).waitFor();
    await inspectPage(page, 'profile-notifications-unverified');
  });
});
