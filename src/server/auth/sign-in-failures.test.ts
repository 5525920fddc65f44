import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  jsonRequest,
  signUp,
  uniqueEmail,
  type TestApp,
} from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import type { SignInDelays } from '../limits.js';
import { countSignInFailure, signInFailuresKey } from './sign-in-failures.js';

/** The production schedule's shape, in hundredths of the time: a few free failures, then a doubling wait. */
const delays: SignInDelays = { freeFailures: 3, firstMs: 50, maxMs: 200 };
/** More failures than the 20 in 15 minutes that used to keep an account's owner out. */
const MANY_FAILURES = 25;

describe.each(DIALECTS)('failed sign-ins counted per e-mail on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { signInDelays: delays });
  });
  afterAll(() => t.close());

  let address = 0;
  /** Each attempt from another address, as a guesser spread over many machines would be. */
  const signIn = async (email: string, password: string) => {
    address += 1;
    const started = performance.now();
    const response = await t.app.inject({
      ...jsonRequest('POST', '/api/auth/sign-in/email', { email, password }),
      remoteAddress: `10.9.${(address >> 8) & 255}.${address & 255}`,
    });
    return { status: response.statusCode, tookMs: performance.now() - started };
  };
  const failuresOf = async (email: string) =>
    (
      await t.db.kysely
        .selectFrom('rate_limits')
        .select('hits')
        .where('key', '=', signInFailuresKey(email))
        .executeTakeFirst()
    )?.hits ?? 0;
  /** Many failures in the window, as a long guessing run leaves them (each real one costs a password check). */
  const afterManyFailures = async (email: string) => {
    await countSignInFailure(t.db, email);
    await t.db.kysely
      .updateTable('rate_limits')
      .set({ hits: MANY_FAILURES })
      .where('key', '=', signInFailuresKey(email))
      .execute();
  };

  it('counts failures from every address by the e-mail, with or without an account', async () => {
    const { email } = await signUp(t);
    const stranger = uniqueEmail('stranger');
    for (const guess of [email, email.toUpperCase(), ` ${email}`, stranger, stranger.toUpperCase()]) {
      expect((await signIn(guess, 'a-wrong-guess')).status).toBe(401);
    }
    expect([await failuresOf(email), await failuresOf(stranger)]).toEqual([3, 2]);
  });

  it('still lets the right password in, after the wait, however long the guessing went on', async () => {
    const { email, password } = await signUp(t);
    await afterManyFailures(email);
    const owner = await signIn(email, password);
    expect(owner.status).toBe(200);
    expect(owner.tookMs).toBeGreaterThanOrEqual(delays.maxMs);
    // The right password clears the count: the next attempt waits for nothing.
    expect(await failuresOf(email)).toBe(0);
  });

  it('waits as long before a wrong password, and before an e-mail without an account', async () => {
    const { email } = await signUp(t);
    const stranger = uniqueEmail('stranger');
    for (const guessed of [email, stranger]) {
      await afterManyFailures(guessed);
      const guess = await signIn(guessed, 'a-wrong-guess');
      expect(guess.status).toBe(401);
      expect(guess.tookMs).toBeGreaterThanOrEqual(delays.maxMs);
      expect(await failuresOf(guessed)).toBe(MANY_FAILURES + 1);
    }
  });

  it('holds nothing else up while sign-ins wait: a wait is a timer', async () => {
    const { email } = await signUp(t);
    await afterManyFailures(email);
    const finished: string[] = [];
    const waiting = Array.from({ length: 3 }, () =>
      signIn(email, 'a-wrong-guess').then(() => finished.push('sign-in')),
    );
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(finished).toEqual([]);
    await Promise.all(waiting);
  });
});
