import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';

const SIGN_IN_LIMIT = 10;

async function statusesFrom(t: TestApp, forwardedFor: (attempt: number) => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= SIGN_IN_LIMIT; attempt += 1) {
    const response = await t.app.inject({
      ...jsonRequest('POST', '/api/auth/sign-in/email', {
        email: 'x@example.com',
        password: 'wrong-password',
      }),
      headers: { 'x-forwarded-for': forwardedFor(attempt) },
      remoteAddress: '10.0.0.1',
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe.each(DIALECTS)('client addresses on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('ignore X-Forwarded-For unless TRUST_PROXY is set, so a client cannot dodge the limit', async () => {
    t = await createTestApp(dialect);
    const statuses = await statusesFrom(t, (attempt) => `203.0.113.${attempt}`);
    expect(statuses.at(-1)).toBe(429);
  });

  it('come from X-Forwarded-For behind a trusted proxy', async () => {
    t = await createTestApp(dialect, { TRUST_PROXY: 'true' });
    const spread = await statusesFrom(t, (attempt) => `203.0.113.${attempt}`);
    expect(spread.every((status) => status === 401)).toBe(true);
    const same = await statusesFrom(t, () => '198.51.100.7');
    expect(same.at(-1)).toBe(429);
  });
});
