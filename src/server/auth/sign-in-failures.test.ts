import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../../tests/support/api.js';
import { createTestApp, jsonRequest, signUp, type TestApp } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import { SIGN_IN_FAILURES_PER_ACCOUNT } from '../http/rate-limits.js';
import { signInFailuresKey } from './sign-in-failures.js';

describe.each(DIALECTS)('failed sign-ins counted per account on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  let address = 0;
  /** Each attempt from another address, as a guesser spread over many machines would be. */
  const signIn = (email: string, password: string) => {
    address += 1;
    return t.app.inject({
      ...jsonRequest('POST', '/api/auth/sign-in/email', { email, password }),
      remoteAddress: `10.9.${(address >> 8) & 255}.${address & 255}`,
    });
  };
  const failTimes = async (email: string, times: number) => {
    for (let attempt = 0; attempt < times; attempt += 1) {
      expect((await signIn(email, 'a-wrong-guess')).statusCode).toBe(401);
    }
  };

  // About forty password checks one after another, each made slow on purpose: 11 s on an idle machine of two
  // cores, 30 on a busy one.
  it('stops password guessing from many addresses, even with the right password, for a while', async () => {
    const { email, password } = await signUp(t);
    const bystander = await signUp(t);
    await failTimes(email.toUpperCase(), SIGN_IN_FAILURES_PER_ACCOUNT.max);

    const refused = await signIn(email, password);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('RATE_LIMITED');
    expect(errorOf(refused).message).toMatch(
      /^Too many failed sign-ins for this account\. Please try again in \d+ minutes, or reset your password\.$/,
    );
    expect((await signIn(bystander.email, bystander.password)).statusCode).toBe(200);

    // Once the window has passed the account is open again, and a right password clears the count.
    await t.db.kysely
      .updateTable('rate_limits')
      .set({ reset_at: Date.now() - 1 })
      .where('key', '=', signInFailuresKey(email))
      .execute();
    expect((await signIn(email, password)).statusCode).toBe(200);
    await failTimes(email, SIGN_IN_FAILURES_PER_ACCOUNT.max - 1);
    expect((await signIn(email, password)).statusCode).toBe(200);
    await failTimes(email, SIGN_IN_FAILURES_PER_ACCOUNT.max - 1);
    expect((await signIn(email, password)).statusCode).toBe(200);
  }, 90_000);

  it('treats an e-mail without an account the same, so the answers tell nothing about who has one', async () => {
    const stranger = `stranger-${Date.now()}@example.com`;
    await failTimes(stranger, SIGN_IN_FAILURES_PER_ACCOUNT.max);
    expect((await signIn(stranger, 'a-wrong-guess')).statusCode).toBe(429);
  });
});
