import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/server/db/database-errors.js';
import { errorCodes } from '../../src/shared/contracts/errors.js';
import { startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres';
import { e2eDatabases, useE2eEnvironment } from './support/environment';
import {
  friendContext,
  friendPage,
  openOwnerTripPage,
  ownerWithTrip,
  savedDraft,
  waitForSavedDraft,
} from './support/friends';
import { inspectPage } from './support/inspect-page';
import { expectErrorToast, waitForPath } from './support/page-helpers';
import { startSteadyLoad, type LoadOutcome } from './support/steady-load';
import { tripPage } from './support/trip-page';

const RECOVERY_TIMEOUT_MS = 30_000;

async function waitForHealth(url: string, status: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const answer = await fetch(`${url}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (answer === status) return Date.now() - started;
    if (Date.now() - started > RECOVERY_TIMEOUT_MS) throw new Error(`/api/health still answers ${answer}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const summary = (outcomes: LoadOutcome[]) =>
  [...new Set(outcomes.map((o) => `${o.what}: ${o.status}${o.code ? ` ${o.code}` : ''}`))].sort();

describe.runIf(e2eDatabases().includes('postgres'))('PostgreSQL restarting under load', () => {
  let postgres: PrivatePostgres | undefined;
  const env = useE2eEnvironment('postgres', {
    serverEnv: () => Promise.resolve({ TRUST_PROXY: 'true' }),
    postgresUrl: async () => (postgres = await startPrivatePostgres()).url,
  });
  afterAll(() => postgres?.remove());

  it('answers 503 while it is away, recovers by itself, and the friend’s draft waits until it can be sent', async () => {
    const { context, trip } = await ownerWithTrip(env(), 'Valencia');
    const ownerPage = await openOwnerTripPage(context, trip.id);
    const ownerCookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const page = await (await friendContext(env())).newPage();
    const ui = friendPage(page);
    await page.goto(`/hello/${trip.id}`);
    await ui.tab('Eat').click();
    await ui.entry('Eat', 1).fill('Horchata at Santa Catalina');
    await waitForSavedDraft(page, trip.id, 'Horchata at Santa Catalina');

    const load = startSteadyLoad(env().serverUrl, trip.id, ownerCookie);
    await load.answered(200);
    await postgres?.crash();
    // From here PostgreSQL is down: a request sent earlier may still have been stored and answered 201.
    const crashedAt = Date.now();
    await waitForHealth(env().serverUrl, 503);

    await ui.submit.click();
    await ui.nameField.fill('Marta');
    await ui.send.click();
    await expectErrorToast(page, 'Error submitting recommendations', DATABASE_UNAVAILABLE_MESSAGE);
    await ui.nameDialog
      .getByRole('alert')
      .filter({ hasText: 'Your tips are kept here in the meantime.' })
      .waitFor();
    await inspectPage(page, 'friend-database-away');
    await ui.back.click();
    expect(await ui.entry('Eat', 1).inputValue()).toBe('Horchata at Santa Catalina');
    expect(await savedDraft(page, trip.id)).toContain('Horchata at Santa Catalina');

    const restartedAt = Date.now();
    await postgres?.start();
    const recoveryMs = await waitForHealth(env().serverUrl, 200);
    const healthyAt = Date.now();
    await load.answered(200);
    await load.stop();

    await ui.submit.click();
    await ui.send.click();
    await waitForPath(page, '/thank-you');
    expect(await savedDraft(page, trip.id)).toBeNull();
    // The owner's page, open all along, hears of the tip sent after the outage without a reload.
    await tripPage(ownerPage).card('Horchata at Santa Catalina').getByText('— Marta').waitFor();

    const away = load.outcomes.filter((o) => o.at > crashedAt && o.at < restartedAt);
    const after = load.outcomes.filter((o) => o.at > healthyAt);
    // While away: the answers already remembered (a session, a cached trip page) or a 503 the client may
    // retry, in the one error shape; never a 500 nor a dropped connection.
    expect(summary(away.filter((o) => o.status !== 200 && o.status !== 503))).toEqual([]);
    expect(
      away
        .filter((o) => o.status === 503)
        .every((o) => o.code === errorCodes.unavailable && o.retryAfter === '5'),
    ).toBe(true);
    expect(away.filter((o) => o.status === 503).length).toBeGreaterThan(10);
    expect(summary(after.filter((o) => o.status >= 300))).toEqual([]);
    expect(after.length).toBeGreaterThan(10);

    const detail = (await (
      await fetch(`${env().serverUrl}/api/trips/${trip.id}`, { headers: { cookie: ownerCookie } })
    ).json()) as {
      recommendations: { content: string }[];
    };
    const stored = new Set(detail.recommendations.map((tip) => tip.content));
    expect(load.acknowledged.filter((tip) => !stored.has(tip))).toEqual([]);
    console.log(
      `PostgreSQL restart under load: ${load.outcomes.length} requests, ${away.length} while away (${away.filter((o) => o.status === 503).length} answered 503), back ${recoveryMs} ms after PostgreSQL started; ${load.acknowledged.length} submissions acknowledged, all found`,
    );
  });
});
