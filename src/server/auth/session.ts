import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../shared/contracts/auth.js';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/values.js';
import type { EventBus, SessionsEnded } from '../realtime/event-bus.js';
import { oldestValidSignIn, SESSION_ABSOLUTE_LIFETIME_SECONDS } from './auth.js';
import { presentSessionUser } from './auth.presenter.js';
import { verifiedSessionToken } from './session-cookie.js';

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_MEMORY_MS = 5_000;
const SESSION_MEMORY_MAX = 10_000;
const REMEMBERED_ENDINGS = 10_000;

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

interface Memory extends SignedInSession {
  until: number;
}

/**
 * Reads Better Auth's signed session cookie the way Better Auth does (HMAC-SHA256 with the auth
 * secret, then the session row), in one indexed query. Owner routes are the hot path; going through
 * Better Auth's request pipeline there cost more than the work of the route itself. Refreshing the
 * session's expiry stays with Better Auth, on /api/auth/session.
 *
 * A page load fires several owner requests at once, so a lookup is remembered for a few seconds.
 * Ending sessions goes through the event bus and reaches every instance: what they remember of
 * those sessions is dropped, and a lookup that was already in flight when the sessions ended is
 * answered but not remembered (each user's last ending is stamped with a logical clock that
 * lookups note when they start). A change of the user's names is announced the same way (with
 * `userChanged`): what is remembered carries the names, and the next request must show the new ones.
 */
export function createSessionReader(db: Db, secret: string, bus: EventBus): SessionReader {
  const remembered = new Map<string, Memory>();
  const endedAt = new Map<string, number>();
  let clock = 0;
  let forgottenUpTo = 0;

  bus.onSessionsEnded(({ userId, sessionId }: SessionsEnded) => {
    clock += 1;
    endedAt.delete(userId);
    endedAt.set(userId, clock);
    if (endedAt.size > REMEMBERED_ENDINGS) {
      // The oldest stamps go; lookups then count as started before them, which only errs towards not remembering.
      for (const [id, tick] of endedAt) {
        endedAt.delete(id);
        forgottenUpTo = Math.max(forgottenUpTo, tick);
        if (endedAt.size <= REMEMBERED_ENDINGS / 2) break;
      }
    }
    for (const [token, memory] of remembered) {
      if (memory.user.id === userId && (!sessionId || memory.sessionId === sessionId)) {
        remembered.delete(token);
      }
    }
  });

  // Endings may have been missed: nothing remembered is kept, nor any lookup already in flight.
  bus.onResync(() => {
    clock += 1;
    forgottenUpTo = clock;
    endedAt.clear();
    remembered.clear();
  });

  return {
    async find(request) {
      const token = verifiedSessionToken(request.headers.cookie, secret);
      if (!token) return null;
      const memory = remembered.get(token);
      if (memory && memory.until > Date.now()) return memory;
      const startedAt = clock;
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
        ])
        .where('session.token', '=', token)
        .where('session.expiresAt', '>', nowIso())
        .where('session.createdAt', '>', oldestValidSignIn().toISOString())
        .executeTakeFirst();
      if (!row || row.banned === true || row.banned === 1) {
        remembered.delete(token);
        return null;
      }
      const endsAt = Math.min(
        new Date(row.expires_at).getTime(),
        new Date(row.signed_in_at).getTime() + SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000,
      );
      const session = { user: presentSessionUser(row), sessionId: row.session_id, endsAt };
      if ((endedAt.get(row.id) ?? forgottenUpTo) <= startedAt) {
        if (remembered.size >= SESSION_MEMORY_MAX) remembered.clear();
        // Never past the session's end: a session that runs out is refused from that moment.
        remembered.set(token, { ...session, until: Math.min(Date.now() + SESSION_MEMORY_MS, endsAt) });
      }
      return session;
    },
  };
}
