import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSession, buildUser, DEFAULT_PASSWORD } from '../../../tests/support/factories/users.js';
import {
  cookieFrom,
  createTestApp,
  jsonRequest,
  ownerRead,
  type TestApp,
} from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';

/** `n` owner reads with this cookie, all sent at once; their statuses. */
const readsAtOnce = (t: TestApp, cookie: string, n: number) =>
  Promise.all(Array.from({ length: n }, () => ownerRead(t, cookie)));

/**
 * A session ends while requests with its cookie are under way: each of them may be answered as the
 * session was when it was looked up, but none may leave the session remembered, so every request after
 * the ending has answered is refused. The reads are sent before the ending and during it, with the
 * session remembered beforehand and without, so that their lookups fall before, across and after it;
 * one lookup is held across the ending on purpose.
 */
describe.each(DIALECTS)('a session ending with its requests in flight on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it.each([
    ['remembered', true],
    ['not yet looked up', false],
  ])('refuses the cookie once sign-out answers, the session %s', async (_, remembered) => {
    for (let round = 0; round < 4; round += 1) {
      const { cookie } = await buildUser(t);
      if (remembered) expect(await ownerRead(t, cookie)).toBe(200);
      const before = readsAtOnce(t, cookie, 6);
      const out = t.app.inject(jsonRequest('POST', '/api/auth/sign-out', {}, { cookie }));
      const during = readsAtOnce(t, cookie, 6);
      const inFlight = [...(await before), ...(await during)];
      expect((await out).statusCode).toBe(200);
      for (const status of inFlight) expect([200, 401]).toContain(status);
      expect(await readsAtOnce(t, cookie, 3)).toEqual([401, 401, 401]);
    }
  });

  // The races above may not fall inside a lookup; this one does, as a sign-out ends one session: the
  // lookup began before the ending and read the session alive, and the row goes after.
  it('does not remember a lookup under way when its session signs out, and leaves the account’s others alone', async () => {
    const user = await buildUser(t);
    const other = await buildSession(t, user.id);
    const request = { headers: { cookie: user.cookie } } as FastifyRequest;
    const sessionId = (await t.sessions.find(request))?.sessionId ?? '';
    // Forgotten without ending anything, so that the next lookup reads the database.
    await t.bus.endSessions({ userId: user.id, userChanged: true });
    const inFlight = t.sessions.find(request);
    void t.bus.endSessions({ userId: user.id, sessionId });
    expect(await inFlight).not.toBeNull();
    await t.db.kysely.deleteFrom('session').where('id', '=', sessionId).execute();
    expect(await ownerRead(t, user.cookie)).toBe(401);
    expect(await ownerRead(t, other)).toBe(200);
  });

  it('refuses the account’s other sessions once a password change answers, and keeps the one it renewed', async () => {
    const user = await buildUser(t);
    const other = await buildSession(t, user.id);
    expect(await ownerRead(t, other)).toBe(200);
    const before = readsAtOnce(t, other, 6);
    const change = t.app.inject(
      jsonRequest(
        'POST',
        '/api/profile/password',
        { current_password: DEFAULT_PASSWORD, new_password: 'a-brand-new-secret' },
        { cookie: user.cookie },
      ),
    );
    const during = readsAtOnce(t, other, 6);
    for (const status of [...(await before), ...(await during)]) expect([200, 401]).toContain(status);
    const changed = await change;
    expect(changed.statusCode).toBe(200);
    expect(await readsAtOnce(t, other, 3)).toEqual([401, 401, 401]);
    expect(await ownerRead(t, user.cookie)).toBe(401);
    expect(await ownerRead(t, cookieFrom(changed))).toBe(200);
  });

  it('refuses every session of an account an admin signs out everywhere, reads in flight included', async () => {
    const admin = await buildUser(t, { role: 'admin', emailVerified: true });
    const user = await buildUser(t);
    const cookies = [user.cookie, await buildSession(t, user.id)];
    expect(await ownerRead(t, cookies[0] ?? '')).toBe(200);
    const inFlight = cookies.map((cookie) => readsAtOnce(t, cookie, 4));
    const body = { email: user.email };
    const out = await t.app.inject(
      jsonRequest('POST', '/api/admin/force-logout', body, { cookie: admin.cookie }),
    );
    expect(out.statusCode).toBe(200);
    await Promise.all(inFlight);
    for (const cookie of cookies) expect(await readsAtOnce(t, cookie, 3)).toEqual([401, 401, 401]);
  });
});
