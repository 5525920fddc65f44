import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutesOf, type Schema } from '../../../tests/support/authorization-check.js';
import { ALL_ROWS } from '../../../tests/support/authorization-rows.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { ONE_DIALECT } from '../../../tests/support/test-database.js';

// Which routes are registered, and under which scope, does not depend on the database: checked once. The
// matrix itself runs per family of routes, on both databases (authorization-<family>.test.ts).
describe.each(ONE_DIALECT)('the authorization matrix on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('has a row for every registered API route, and no row for a route that does not exist', () => {
    const routes = apiRoutesOf(t.routes);
    expect(routes.size).toBeGreaterThan(40);
    expect([...routes.keys()].filter((key) => !ALL_ROWS[key])).toEqual([]);
    expect(Object.keys(ALL_ROWS).filter((key) => !routes.has(key))).toEqual([]);
    const scopeMismatches = Object.entries(ALL_ROWS).filter(
      ([key, row]) =>
        routes.has(key) &&
        Boolean((routes.get(key)?.schema as Schema).security) !== (row.access !== 'public'),
    );
    expect(scopeMismatches.map(([key]) => key)).toEqual([]);
  });
});
