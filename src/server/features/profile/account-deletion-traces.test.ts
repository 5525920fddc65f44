import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../../tests/support/api.js';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

/** The database file and its write-ahead log, as anyone who copies them would read them. */
function fileBytes(t: TestApp): string {
  if (t.config.database.dialect !== 'sqlite') throw new Error('SQLite only');
  const { file } = t.config.database;
  return [file, `${file}-wal`]
    .filter((path) => existsSync(path))
    .map((path) => readFileSync(path).toString('latin1'))
    .join('\n');
}

describe.runIf(DIALECTS.includes('sqlite'))('deleting an account on sqlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('leaves its text neither in the database file nor in its write-ahead log', async () => {
    const marker = `marker-${randomBytes(8).toString('hex')}`;
    const account = await signUp(t, { email: `${marker}@example.com` });
    const bystander = await signUp(t);
    const owner = apiClient(t, account.cookie);
    const { trip } = (await owner.post('/api/trips', { destination: `${marker} destination` })).json<{
      trip: { id: string };
    }>();
    await owner.post(`/api/trips/${trip.id}/recommendations`, {
      entries: [{ category: 'eat', content: `${marker} tip` }],
    });
    await apiClient(t, bystander.cookie).post('/api/trips', { destination: 'Somewhere else' });
    expect(fileBytes(t)).toContain(marker);

    const deleted = await owner.post('/api/profile/deletion', { password: account.password });
    expect(deleted.statusCode).toBe(200);

    expect(fileBytes(t)).not.toContain(marker);
    expect((await apiClient(t, bystander.cookie).get('/api/trips')).statusCode).toBe(200);
  });
});
