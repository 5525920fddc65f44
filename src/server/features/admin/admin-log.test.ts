import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../../tests/support/api.js';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app.js';
import { signUpVerified } from '../../../../tests/support/verified-accounts.js';

const ADMIN = 'log-admin@example.com';

/** Admin actions leave a trail: who did what to whom, and nothing that would let a reader act as them. */
describe('the admin actions in the server log', () => {
  const lines: Record<string, unknown>[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const logStream = {
      write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    };
    t = await createTestApp('sqlite', { ADMIN_EMAILS: ADMIN, LOG_LEVEL: 'info' }, {}, { logStream });
  });
  afterAll(() => t.close());

  it('names the admin and the account, never a password, token or cookie', async () => {
    const admin = await signUpVerified(t, { email: ADMIN });
    const target = await signUp(t);
    const api = apiClient(t, admin.cookie);
    expect((await api.get('/api/admin/users?q=example')).statusCode).toBe(200);
    expect((await api.post('/api/admin/force-logout', { email: target.email })).statusCode).toBe(200);
    expect((await api.post('/api/admin/force-logout', { email: 'nobody@example.com' })).statusCode).toBe(404);

    const actions = lines.filter((line) => line.admin_id === admin.id);
    expect(actions.map((line) => line.action)).toEqual(['list-users', 'force-logout', 'force-logout']);
    expect(actions[1]).toMatchObject({
      target_user_id: target.id,
      target_email: target.email,
      sessions_ended: 1,
    });
    expect(actions[2]).toMatchObject({ target_email: 'nobody@example.com', outcome: 'no-such-account' });
    const written = JSON.stringify(lines);
    for (const secret of [admin.password, target.password, admin.cookie.split('=')[1] ?? 'x']) {
      expect(written).not.toContain(secret);
    }
  });
});
