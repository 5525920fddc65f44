import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildSession, buildUser, DEFAULT_PASSWORD } from '../../../tests/support/factories/users.js';
import { jsonRequest, ownerRead, useTwoInstances } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import type { BuiltApp } from '../app.js';
import { SESSION_MEMORY_MS } from './session.js';

type Instance = Pick<BuiltApp, 'app'>;

const signOut = (instance: Instance, cookie: string) =>
  instance.app.inject(jsonRequest('POST', '/api/auth/sign-out', {}, { cookie }));
const readsAtOnce = (instance: Instance, cookie: string, n: number) =>
  Promise.all(Array.from({ length: n }, () => ownerRead(instance, cookie)));

/**
 * Two instances on one PostgreSQL database tell each other of ended sessions by NOTIFY, and the ending
 * answers only once every listening instance has acknowledged it (realtime/postgres-event-bus.ts): from
 * then on the cookie is refused everywhere. An instance that missed the message (its listening connection
 * lost) forgets everything once it is back, and never remembers a session longer than SESSION_MEMORY_MS.
 */
describe.runIf(DIALECTS.includes('postgres'))('a session ended on one of two instances on postgres', () => {
  const instances = useTwoInstances('postgres');
  const pair = (direction: string): [Instance, Instance] => {
    const { t, second } = instances();
    return direction === 'first to second' ? [t, second] : [second, t];
  };

  it.each(['first to second', 'second to first'])(
    'is refused by the other instance once sign-out answers (%s), reads in flight there included',
    async (direction) => {
      const [here, there] = pair(direction);
      for (let round = 0; round < 3; round += 1) {
        const { cookie } = await buildUser(instances().t);
        expect(await ownerRead(here, cookie)).toBe(200);
        // Remembered there in one round, looked up there while the ending travels in the next.
        if (round % 2 === 0) expect(await ownerRead(there, cookie)).toBe(200);
        const inFlight = readsAtOnce(there, cookie, 6);
        expect((await signOut(here, cookie)).statusCode).toBe(200);
        for (const status of await inFlight) expect([200, 401]).toContain(status);
        expect(await readsAtOnce(there, cookie, 3)).toEqual([401, 401, 401]);
      }
    },
  );

  it.each(['first to second', 'second to first'])(
    'refuses the account’s other sessions on the other instance once a password change answers (%s)',
    async (direction) => {
      const [here, there] = pair(direction);
      const user = await buildUser(instances().t);
      const other = await buildSession(instances().t, user.id);
      expect(await ownerRead(there, other)).toBe(200);
      const body = { current_password: DEFAULT_PASSWORD, new_password: 'a-brand-new-secret' };
      const change = await here.app.inject(
        jsonRequest('POST', '/api/profile/password', body, { cookie: user.cookie }),
      );
      expect(change.statusCode).toBe(200);
      expect(await ownerRead(there, other)).toBe(401);
      expect(await ownerRead(there, user.cookie)).toBe(401);
    },
  );

  it('is refused by an instance that lost its listening connection within SESSION_MEMORY_MS, and at once when it is back', async () => {
    const { t, second } = instances();
    const listeners = sql<{ count: number }>`select count(*)::int as count from pg_stat_activity
      where application_name like 'tiplist_events%' and datname = current_database()`;
    const { cookie } = await buildUser(t);
    expect(await ownerRead(second, cookie)).toBe(200);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name like 'tiplist_events%' and datname = current_database()`.execute(t.db.kysely);
    expect((await signOut(t, cookie)).statusCode).toBe(200);
    await expect
      .poll(() => ownerRead(second, cookie), { timeout: SESSION_MEMORY_MS + 2_000, interval: 100 })
      .toBe(401);

    const listening = async () => (await listeners.execute(t.db.kysely)).rows[0]?.count;
    await expect.poll(listening, { timeout: 10_000, interval: 100 }).toBe(2);
    const again = await buildUser(t);
    expect(await ownerRead(second, again.cookie)).toBe(200);
    expect((await signOut(t, again.cookie)).statusCode).toBe(200);
    expect(await ownerRead(second, again.cookie)).toBe(401);
  });
});
