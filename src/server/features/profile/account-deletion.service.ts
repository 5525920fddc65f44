import type { Kysely } from 'kysely';
import { errorCodes } from '../../../shared/contracts/errors.js';
import { resetRequestsKey } from '../../auth/reset-links.js';
import { signInFailuresKey } from '../../auth/sign-in-failures.js';
import type { ServerContext } from '../../context.js';
import type { Database } from '../../db/tables.js';
import { AppError } from '../../errors.js';
import { noticeCompanionsOfDeletedOwner } from '../companions/companions.service.js';

type Deps = Pick<ServerContext, 'auth' | 'db' | 'bus'>;

/** The attempts counter of an account's deletion; the deletion removes it with the rest. */
export const accountDeletionKey = (userId: string) => `account-deletion:${userId}`;

const WRONG_PASSWORD = 'Your password is not correct.';

/** Better Auth's own check against the account's credential, with its hasher. */
async function passwordMatches({ auth }: Pick<Deps, 'auth'>, userId: string, password: string) {
  const context = await auth.$context;
  const account = await context.internalAdapter.findCredentialAccount(userId);
  if (!account?.password) {
    // As long as a real check: the answer's timing must not tell that there is no password to check.
    await context.password.hash(password);
    return false;
  }
  return context.password.verify({ hash: account.password, password });
}

/**
 * Everything that names the account without a foreign key to it. Password-reset rows hold the user
 * id as their value. Rate-limit keys of an account end in its id (`password-change:{id}`…) or, for
 * sign-up, hold its e-mail; ids are UUIDs, so a key containing one is that account's and no other's,
 * and they hold no LIKE wildcard.
 */
async function deleteUnlinkedRows(trx: Kysely<Database>, userId: string, email: string) {
  await trx
    .deleteFrom('verification')
    .where((eb) => eb.or([eb('value', '=', userId), eb('identifier', 'like', `%${userId}%`)]))
    .execute();
  await trx
    .deleteFrom('rate_limits')
    .where((eb) =>
      eb.or([
        eb('key', 'like', `%${userId}%`),
        eb('key', 'in', [
          `sign-up:${email.toLowerCase()}`,
          signInFailuresKey(email),
          resetRequestsKey(email),
        ]),
      ]),
    )
    .execute();
}

/**
 * Deletes the account and all it owns in one transaction: the user row takes its sessions, its
 * credential, trips (with their tips and favourites links), guidebooks (with their tips and links)
 * and images along by their foreign keys. Afterwards every instance forgets the sessions and closes
 * their streams, and trip-page caches and open pages hear that the trips and guidebooks are gone.
 */
export async function deleteAccount(deps: Deps, userId: string, password: string): Promise<void> {
  if (!(await passwordMatches(deps, userId, password))) {
    throw new AppError(errorCodes.validation, 400, WRONG_PASSWORD, { password: WRONG_PASSWORD });
  }
  const { db, bus } = deps;
  const removed = await db.kysely.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('user').select('email').where('id', '=', userId).executeTakeFirst();
    if (!user) return null;
    const trips = await trx.selectFrom('trips').select('id').where('user_id', '=', userId).execute();
    const guidebooks = await trx
      .selectFrom('guidebooks')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    // Sessions the account opened as someone else (Better Auth's impersonation) end with it.
    const impersonations = await trx
      .deleteFrom('session')
      .where('impersonatedBy', '=', userId)
      .returning(['id', 'userId'])
      .execute();
    await deleteUnlinkedRows(trx, userId, user.email);
    // Companions of the lists that go are told so on their next visit (decision 069).
    await noticeCompanionsOfDeletedOwner(trx, userId);
    await trx.deleteFrom('user').where('id', '=', userId).execute();
    return { trips, guidebooks, impersonations };
  });
  // Deleted by a request that passed the session check just before: it is signed out all the same.
  if (!removed) throw AppError.unauthorized();
  // Gone from the database file too, not only from its tables (secure_delete zeroes the freed pages).
  await db.forgetDeleted();

  await bus.endSessions({ userId });
  for (const session of removed.impersonations) {
    await bus.endSessions({ userId: session.userId, sessionId: session.id });
  }
  await Promise.all([
    ...removed.trips.map(({ id }) => bus.publish({ id, kind: 'trip' })),
    ...removed.guidebooks.map(({ id }) => bus.publish({ id, kind: 'guidebook' })),
  ]);
}
