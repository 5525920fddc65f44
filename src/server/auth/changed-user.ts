import type { SessionUser } from '../../shared/contracts/auth.js';
import type { ServerContext } from '../context.js';
import { AppError } from '../errors.js';
import { presentSessionUser } from './auth.presenter.js';

/**
 * After a change to what the session shows of a user (names, picture): owner requests read the user
 * from the session reader, which remembers a session for a few seconds. The change is announced like
 * an ending of the user's sessions, marked `userChanged`: every instance drops what it remembers of
 * them, and a lookup already in flight with the old user is not remembered, yet nobody is signed out
 * and no stream is closed. It waits for every instance, so the next request anywhere shows the
 * change; then it answers the user as the session now shows them.
 */
export async function announceUserChange(
  { db, bus }: Pick<ServerContext, 'db' | 'bus'>,
  userId: string,
): Promise<SessionUser> {
  await bus.endSessions({ userId, userChanged: true });
  // Cached pages that show the user (a friend's view of their trips) are dropped.
  await bus.publish({ id: userId, kind: 'user' });
  const user = await db.kysely
    .selectFrom('user')
    .select(['id', 'email', 'first_name', 'last_name', 'image_id', 'role', 'language'])
    .where('id', '=', userId)
    .executeTakeFirst();
  // The account was deleted between the session check and now: it is signed out.
  if (!user) throw AppError.unauthorized();
  return presentSessionUser(user);
}
