import type { SessionUser } from '../../../shared/contracts/auth.js';
import type { UpdateProfileBody } from '../../../shared/contracts/profile.js';
import { presentSessionUser } from '../../auth/auth.presenter.js';
import type { ServerContext } from '../../context.js';
import { nowIso } from '../../db/values.js';
import { AppError } from '../../errors.js';

/**
 * Sets the user's names, and Better Auth's `name` from them as sign-up does. Written straight to the
 * user row: Better Auth has no hook on a user update here, and its update-user endpoint would accept
 * fields our contract does not offer.
 *
 * Owner requests read the user from the session reader, which remembers a session (with the names)
 * for a few seconds. The change is announced like an ending of the user's sessions, marked
 * `userChanged`: every instance drops what it remembers of them, and a lookup already in flight with
 * the old names is not remembered, yet nobody is signed out and no stream is closed. The answer
 * waits for every instance, so the next request anywhere shows the new names.
 */
export async function updateNames(
  { db, bus }: Pick<ServerContext, 'db' | 'bus'>,
  userId: string,
  { first_name, last_name }: UpdateProfileBody,
): Promise<SessionUser> {
  await db.kysely
    .updateTable('user')
    .set({ first_name, last_name, name: `${first_name} ${last_name}`, updatedAt: nowIso() })
    .where('id', '=', userId)
    .execute();
  await bus.endSessions({ userId, userChanged: true });
  const user = await db.kysely
    .selectFrom('user')
    .select(['id', 'email', 'first_name', 'last_name', 'image_id', 'role'])
    .where('id', '=', userId)
    .executeTakeFirst();
  // The account was deleted between the session check and now: it is signed out.
  if (!user) throw AppError.unauthorized();
  return presentSessionUser(user);
}
