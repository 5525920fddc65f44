import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonRequest, useTwoInstances } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import { PUBLIC_RATE_LIMITS, rateLimitOf } from './rate-limits.js';
import { authContracts } from '../../shared/contracts/auth.js';

/** How README words a limit: "120 a minute", "20 an hour", or "none" for an unlimited route. */
function inWords(limit: (typeof PUBLIC_RATE_LIMITS)[number][1]): string {
  if (limit === 'unlimited') return 'none';
  const unit = limit.windowMs === 60_000 ? 'a minute' : limit.windowMs === 3_600_000 ? 'an hour' : '';
  if (!unit) throw new Error(`No words for a window of ${limit.windowMs} ms`);
  return `${limit.max} ${unit}`;
}

describe('the per-address limits', () => {
  it('are the ones README’s table lists, for every public endpoint', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const rows = new Map(
      [...readme.matchAll(/^\| `(GET|POST|PUT|PATCH|DELETE) ([^`]+)`\s*\|\s*([^|]+?)\s*\|$/gm)].map(
        ([, method, path, limit]) => [`${method} ${path}`, limit],
      ),
    );
    for (const [contract, limit] of PUBLIC_RATE_LIMITS) {
      const path = contract.path.replace(/:(\w+)/g, '{$1}');
      expect(rows.get(`${contract.method} ${path}`), `${contract.method} ${path}`).toMatch(
        new RegExp(`^${inWords(limit)}\\b`),
      );
    }
    expect(rows.size).toBe(PUBLIC_RATE_LIMITS.length);
  });
});

describe.each(DIALECTS)('limits shared by every instance on %s', (dialect) => {
  const instances = useTwoInstances(dialect);

  it('count one address’s attempts on every instance together', async () => {
    const { max } = rateLimitOf(authContracts.signIn);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= max; attempt += 1) {
      const { t, second } = instances();
      const instance = attempt % 2 === 0 ? t : second;
      const response = await instance.app.inject({
        ...jsonRequest('POST', '/api/auth/sign-in/email', { email: 'x@example.com', password: 'wrong-one' }),
        remoteAddress: '192.0.2.77',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, max).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
