// Accounts made in one line, straight in the database: a user, their password and a signed-in session, as a
// sign-up through the API leaves them, without its password hashing (a second of CPU on a busy machine).
// For tests whose subject is not signing up; those sign up through the API (signUp in test-app.ts).
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/tables.js';
import { SESSION_LIFETIME_SECONDS } from '../../../src/server/auth/session-lifetimes.js';
import { sessionCookieName } from '../../../src/server/auth/session-cookie.js';
import { publicOrigin } from '../../../src/server/http/origins.js';
import type { TestApp } from '../test-app.js';
import { uniqueEmail } from '../unique-email.js';

export const DEFAULT_PASSWORD = 'correct-horse';

/** Better Auth's scrypt hash of DEFAULT_PASSWORD, made once: sign-in and password checks accept it. */
const DEFAULT_PASSWORD_HASH =
  'cc60c7a53f0f9b96e4dbd3e7bb41e578:6d6593e544a52d8dc0f9c26b8295950ae42540ba884f31bcce7f0de05b23c7fcc8785a3b6' +
  'deb5485e37f385f8912028d4467e5e6e7f3ed4a375aad7104949a1d';

export interface UserOverrides {
  first_name?: string;
  last_name?: string;
  email?: string;
  password?: string;
  emailVerified?: boolean;
  role?: 'user' | 'admin';
}

/** What signUp answers: the account, and the Cookie header of its session. */
export interface BuiltUser {
  id: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  cookie: string;
}

/** The session cookie's value Better Auth would set for a session token: the token and its HMAC, signed with the secret. */
export function signedSessionToken(authSecret: string, token: string): string {
  const signature = createHmac('sha256', authSecret).update(token).digest('base64');
  return `${token}.${signature}`;
}

/** The Cookie header Better Auth would set for a session token. */
export function sessionCookie(t: TestApp, token: string): string {
  const https = publicOrigin(t.config).startsWith('https://');
  return `${sessionCookieName(https)}=${encodeURIComponent(signedSessionToken(t.config.authSecret, token))}`;
}

/** A new signed-in session of an existing user, as a sign-in makes one; its token. */
export async function insertSession(kysely: Kysely<Database>, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const now = new Date();
  await kysely
    .insertInto('session')
    .values({
      id: randomUUID(),
      token,
      userId,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000).toISOString(),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      ipAddress: '10.255.0.1',
      userAgent: 'test factory',
      impersonatedBy: null,
    })
    .execute();
  return token;
}

/** A new signed-in session of an existing user, as a sign-in makes one; its Cookie header. */
export async function buildSession(t: TestApp, userId: string): Promise<string> {
  return sessionCookie(t, await insertSession(t.db.kysely, userId));
}

/** An account as sign-up leaves it (no session): the user and the credential holding the password. */
export async function insertUser(
  kysely: Kysely<Database>,
  overrides: UserOverrides & { createdAt?: Date } = {},
): Promise<Omit<BuiltUser, 'cookie'>> {
  const {
    first_name = 'Ada',
    last_name = 'Lovelace',
    email = uniqueEmail(),
    password = DEFAULT_PASSWORD,
    emailVerified = false,
    role = 'user',
    createdAt = new Date(),
  } = overrides;
  const id = randomUUID();
  const now = createdAt.toISOString();
  const hash = password === DEFAULT_PASSWORD ? DEFAULT_PASSWORD_HASH : await hashPassword(password);
  await kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('user')
      .values({
        id,
        name: `${first_name} ${last_name}`,
        email: email.toLowerCase(),
        emailVerified,
        image: null,
        createdAt: now,
        updatedAt: now,
        role,
        banned: false,
        banReason: null,
        banExpires: null,
        first_name,
        last_name,
        image_id: null,
        last_sign_in_at: now,
      })
      .execute();
    // Better Auth's own table, outside our Database type: the credential account holding the password.
    await trx
      .insertInto('account' as never)
      .values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: hash,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  });
  return { id, email: email.toLowerCase(), password, first_name, last_name };
}

/** An account (Ada Lovelace, a unique address, DEFAULT_PASSWORD, unverified) with a session, e.g. `buildUser(t, { role: 'admin' })`. */
export async function buildUser(t: TestApp, overrides: UserOverrides = {}): Promise<BuiltUser> {
  const user = await insertUser(t.db.kysely, overrides);
  return { ...user, cookie: await buildSession(t, user.id) };
}
