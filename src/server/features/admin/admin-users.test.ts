import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { nextMillisecond } from '../../../../tests/support/clock.js';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app.js';
import { signUpVerified } from '../../../../tests/support/verified-accounts.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import type { AdminUser, ListUsersResponse } from '../../../shared/contracts/admin.js';
import { ACCOUNT_LIMITS } from '../../../shared/account-limits.js';

const ADMIN_EMAIL = 'list-admin@example.com';
const PAGE = ACCOUNT_LIMITS.adminUsersPageSize;

describe.each(DIALECTS)('the admin’s account list on %s', (dialect) => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await createTestApp(dialect, { ADMIN_EMAILS: ADMIN_EMAIL });
    admin = apiClient(t, (await signUpVerified(t, { email: ADMIN_EMAIL })).cookie);
  });
  afterAll(() => t.close());

  /** Accounts written straight to the table, as older data or an import would have them. */
  const insertUsers = (users: { email: string; createdAt: Date | string }[]) =>
    t.db.kysely
      .insertInto('user')
      .values(
        users.map(({ email, createdAt }) => ({
          id: randomUUID(),
          name: 'Imported Traveller',
          email,
          emailVerified: false,
          createdAt,
          updatedAt: createdAt,
          first_name: 'Imported',
          last_name: 'Traveller',
          role: 'user',
        })),
      )
      .execute();
  const list = async (query = '') => {
    const response = await admin.get(`/api/admin/users${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListUsersResponse>();
  };
  const everyPage = async (search = '') => {
    const pages: AdminUser[][] = [];
    let cursor: string | null = null;
    do {
      const params = new URLSearchParams(search ? { q: search } : {});
      if (cursor) params.set('cursor', cursor);
      const page = await list(`?${params.toString()}`);
      pages.push(page.users);
      cursor = page.next_cursor;
    } while (cursor && pages.length < 100);
    return pages;
  };

  it('lists accounts newest first with their names, sign-in and creation times', async () => {
    const older = await signUp(t, { first_name: 'Grace', last_name: 'Hopper' });
    const newer = await signUp(t, { first_name: 'Emmy', last_name: 'Noether' });
    const { users } = await list();
    const newest = users.slice(0, 2);
    expect(newest.map((user) => user.id)).toEqual([newer.id, older.id]);
    expect(newest[0]).toEqual({
      id: newer.id,
      email: newer.email,
      first_name: 'Emmy',
      last_name: 'Noether',
      last_sign_in_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('pages through every account once, ties and all, with next_cursor', async () => {
    const second = new Date('2021-06-01T10:00:00.000Z');
    const users = Array.from({ length: PAGE * 2 + 7 }, (_, index) => ({
      email: `paged-${index}@example.com`,
      // Several accounts share each instant: the id decides their order.
      createdAt: new Date(second.getTime() - Math.floor(index / 4)),
    }));
    await insertUsers(users);
    const pages = await everyPage();
    expect(pages.slice(0, -1).every((page) => page.length === PAGE)).toBe(true);
    const seen = pages.flat();
    const all = await t.db.kysely.selectFrom('user').select('id').execute();
    expect(seen).toHaveLength(all.length);
    expect(new Set(seen.map((user) => user.id))).toEqual(new Set(all.map((user) => user.id)));
    const times = seen.map((user) => user.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('finds accounts by any part of the e-mail, case ignored, % and _ meaning themselves', async () => {
    const tag = randomBytes(4).toString('hex');
    const at = new Date();
    await insertUsers(
      [
        `Under_Score.${tag}@Example.com`,
        `underXscore.${tag}@example.com`,
        `fifty%off.${tag}@example.com`,
      ].map((email) => ({ email, createdAt: at })),
    );
    const emails = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).users.map((u) => u.email);
    expect((await emails(tag.toUpperCase())).sort()).toEqual(
      [
        `Under_Score.${tag}@Example.com`,
        `fifty%off.${tag}@example.com`,
        `underXscore.${tag}@example.com`,
      ].sort(),
    );
    expect(await emails(`R_S`)).toEqual([`Under_Score.${tag}@Example.com`]);
    expect(await emails(`y%O`)).toEqual([`fifty%off.${tag}@example.com`]);
    expect(await emails(`  ${tag}.ZZ `)).toEqual([]);
    expect(await emails('%')).toEqual([`fifty%off.${tag}@example.com`]);
  });

  it('pages through a search, the page ending inside one millisecond', async () => {
    const tag = randomBytes(4).toString('hex');
    const base = Date.parse('2022-01-01T00:00:00.000Z');
    const newer = Array.from({ length: PAGE - 1 }, (_, index) => new Date(base + 1000 - index));
    // The first page ends on the first of these; PostgreSQL keeps their microseconds, SQLite ties them.
    const sameMillisecond =
      dialect === 'postgres'
        ? ['400', '300', '200', '100'].map((micros) => `2022-01-01T00:00:00.000${micros}Z`)
        : Array.from({ length: 4 }, () => new Date(base));
    await insertUsers(
      [...newer, ...sameMillisecond].map((createdAt, index) => ({
        email: `searched-${index}.${tag}@example.com`,
        createdAt,
      })),
    );
    const pages = await everyPage(tag);
    expect(pages.map((page) => page.length)).toEqual([PAGE, 3]);
    expect(new Set(pages.flat().map((user) => user.email)).size).toBe(PAGE + 3);
  });

  it('refuses a cursor it did not make', async () => {
    const forged = [
      'not-a-cursor',
      Buffer.from('["yesterday","x"]').toString('base64url'),
      Buffer.from('["2021-01-01T00:00:00.000Z"]').toString('base64url'),
      Buffer.from('{"at":"2021-01-01T00:00:00.000Z","id":"x"}').toString('base64url'),
    ];
    for (const cursor of forged) {
      const response = await admin.get(`/api/admin/users?cursor=${cursor}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(errorOf(response).fields?.cursor).toMatch(/start again from the first page/);
    }
    expect((await admin.get(`/api/admin/users?q=${'x'.repeat(300)}`)).statusCode).toBe(400);
  });

  it('shows when an account last signed in', async () => {
    const account = await signUp(t);
    const signedUp = (await list(`?q=${encodeURIComponent(account.email)}`)).users[0]?.last_sign_in_at;
    expect(signedUp).toEqual(expect.any(String));
    await nextMillisecond();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: account.email, password: account.password },
    });
    const signedIn = (await list(`?q=${encodeURIComponent(account.email)}`)).users[0]?.last_sign_in_at;
    expect(Date.parse(signedIn ?? '')).toBeGreaterThan(Date.parse(signedUp ?? ''));
    await insertUsers([{ email: `never-${account.email}`, createdAt: new Date() }]);
    expect(
      (await list(`?q=never-${encodeURIComponent(account.email)}`)).users[0]?.last_sign_in_at,
    ).toBeNull();
  });
});
