import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../shared/contracts/auth.js';
import { AnswerCache, type Fresh } from '../cache/answer-cache.js';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/values.js';
import type { EventBus, SessionsEnded } from '../realtime/event-bus.js';
import { oldestValidSignIn, SESSION_ABSOLUTE_LIFETIME_SECONDS } from './session-lifetimes.js';
import { presentSessionUser } from './auth.presenter.js';
import { verifiedSessionToken } from './session-cookie.js';

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_MEMORY_MS = 5_000;
const SESSION_MEMORY_MAX = 10_000;

export interface SignedInSession {
  user: SessionUser;
  sessionId: string;
  /** When the session runs out unless used again, in ms since the epoch (at most its absolute lifetime). */
  endsAt: number;
}

export interface SessionReader {
  /** The signed-in session of a request, or null. */
  find(request: FastifyRequest): Promise<SignedInSession | null>;
}

/**
 * Reads Better Auth's signed session cookie the way Better Auth does (HMAC-SHA256 with the auth
 * secret, then the session row), in one indexed query. Owner routes are the hot path; going through
 * Better Auth's request pipeline there cost more than the work of the route itself. Refreshing the
 * session's expiry stays with Better Auth, on /api/auth/session.
 *
 * A page load fires several owner requests at once, so a lookup is remembered for a few seconds
 * (`AnswerCache`, which never keeps a lookup begun before an ending). Ending sessions goes through the
 * event bus and reaches every instance: what they remember of those sessions is dropped, and a lookup
 * already in flight is answered but not remembered. A change of the user's names is announced the same
 * way (with `userChanged`): what is remembered carries the names, and the next request must show the new ones.
 */
export function createSessionReader(db: Db, secret: string, bus: EventBus): SessionReader {
  const remembered = new AnswerCache<SignedInSession | null>({
    max: SESSION_MEMORY_MAX,
    keepMs: SESSION_MEMORY_MS,
  });
  // A remembered session depends on its user and on itself: one session ended, or all of the user's.
  bus.onSessionsEnded(({ userId, sessionId }: SessionsEnded) => remembered.invalidate(sessionId ?? userId));
  // Endings may have been missed: nothing remembered is kept, nor any lookup already in flight.
  bus.onResync(() => remembered.clear());

  return {
    async find(request) {
      const token = verifiedSessionToken(request.headers.cookie, secret);
      if (!token) return null;
      return remembered.read(token, () => lookUpSession(db, token));
    },
  };
}

async function lookUpSession(db: Db, token: string): Promise<Fresh<SignedInSession | null>> {
  const row = await db.kysely
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.userId')
    .select([
      'session.id as session_id',
      'session.expiresAt as expires_at',
      'session.createdAt as signed_in_at',
      'user.id',
      'user.email',
      'user.first_name',
      'user.last_name',
      'user.image_id',
      'user.role',
      'user.banned',
      'user.language',
    ])
    .where('session.token', '=', token)
    .where('session.expiresAt', '>', nowIso())
    .where('session.createdAt', '>', oldestValidSignIn().toISOString())
    .executeTakeFirst();
  if (!row || row.banned === true || row.banned === 1) return { value: null, dependsOn: [], keepMs: 0 };
  const endsAt = Math.min(
    new Date(row.expires_at).getTime(),
    new Date(row.signed_in_at).getTime() + SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000,
  );
  return {
    value: { user: presentSessionUser(row), sessionId: row.session_id, endsAt },
    dependsOn: [row.id, row.session_id],
    // Never past the session's end: a session that runs out is refused from that moment.
    keepMs: endsAt - Date.now(),
  };
}
