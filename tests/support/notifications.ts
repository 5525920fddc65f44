import { expect } from 'vitest';
import { buildTrip, type BuiltTrip } from './factories/trips.js';
import { buildUser } from './factories/users.js';
import type { ReceivedMail } from './smtp.js';
import { jsonRequest, type TestApp } from './test-app.js';

/** A clock the notification worker reads, moved on by the test instead of waited for. */
export function testClock(start = Date.now()) {
  let at = start;
  return {
    now: () => at,
    advance(ms: number) {
      at += ms;
    },
    set(ms: number) {
      at = ms;
    },
  };
}

let senders = 0;

/** A friend's send through the real public route, from an address of its own (sends are limited per address). */
export async function sendTips(
  t: Pick<TestApp, 'app'>,
  tripId: string,
  contributorName: string | null,
  entries: { category: string; content: string }[],
) {
  senders += 1;
  const response = await t.app.inject({
    ...jsonRequest('POST', `/api/public/trips/${tripId}/recommendations`, {
      entries,
      contributor_name: contributorName,
    }),
    remoteAddress: `10.88.${(senders >> 8) & 255}.${senders & 255}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response;
}

/** A trip whose owner's address is verified (or not), as notifications are told to such owners. */
export async function ownersTrip(
  t: TestApp,
  { destination = 'Lisbon', verified = true }: { destination?: string; verified?: boolean } = {},
): Promise<BuiltTrip> {
  const owner = await buildUser(t, { emailVerified: verified, first_name: 'Rosa' });
  return buildTrip(t, { owner, destination });
}

/** A header of a received mail, its folded lines joined; undefined when it has none. */
export function headerOf(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The owner's notification deliveries, oldest first. */
export function deliveriesOf(t: Pick<TestApp, 'db'>, userId: string) {
  return t.db.kysely
    .selectFrom('notification_deliveries')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}
