import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../shared/contracts/auth.js';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/values.js';
import { AppError } from '../errors.js';
import { presentSessionUser } from './auth.presenter.js';

// Better Auth's session cookie: "__Secure-" prefixed over HTTPS.
const SESSION_COOKIES = ['__Secure-better-auth.session_token', 'better-auth.session_token'];

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_MEMORY_MS = 5_000;
const SESSION_MEMORY_MAX = 10_000;

export interface SessionReader {
  /** The signed-in user of a request, or null. */
  find(request: FastifyRequest): Promise<SessionUser | null>;
  /** Forget what is remembered about this request's session (sign-out, password change). */
  forget(request: FastifyRequest): void;
  /** Owner routes start here: no session, no answer. */
  require(request: FastifyRequest): Promise<SessionUser>;
}

/**
 * Reads Better Auth's signed session cookie the way Better Auth does (HMAC-SHA256 with the auth
 * secret, then the session row), in one indexed query. Owner routes are the hot path; going through
 * Better Auth's request pipeline there cost more than the work of the route itself. Refreshing the
 * session's expiry stays with Better Auth, on /api/auth/session.
 */
export function createSessionReader(db: Db, secret: string): SessionReader {
  // A page load fires several owner requests at once; one lookup serves them all for a few seconds.
  const remembered = new Map<string, { user: SessionUser; until: number }>();
  const find = async (request: FastifyRequest): Promise<SessionUser | null> => {
    const token = verifiedToken(request.headers.cookie, secret);
    if (!token) return null;
    const memory = remembered.get(token);
    if (memory && memory.until > Date.now()) return memory.user;
    const user = await db.kysely
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .select([
        'user.id',
        'user.email',
        'user.first_name',
        'user.last_name',
        'user.image_id',
        'user.role',
        'user.banned',
      ])
      .where('session.token', '=', token)
      .where('session.expiresAt', '>', nowIso())
      .executeTakeFirst();
    if (!user || user.banned === true || user.banned === 1) {
      remembered.delete(token);
      return null;
    }
    const sessionUser = presentSessionUser(user);
    if (remembered.size >= SESSION_MEMORY_MAX) remembered.clear();
    remembered.set(token, { user: sessionUser, until: Date.now() + SESSION_MEMORY_MS });
    return sessionUser;
  };
  return {
    find,
    forget(request) {
      const token = verifiedToken(request.headers.cookie, secret);
      if (token) remembered.delete(token);
    },
    async require(request) {
      const user = await find(request);
      if (!user) throw AppError.unauthorized();
      return user;
    },
  };
}

function verifiedToken(cookieHeader: string | undefined, secret: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    const name = part.slice(0, separator).trim();
    if (!SESSION_COOKIES.includes(name)) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
  }
  return null;
}
