import type { SessionUser } from '../../../shared/contracts/auth.js';
import type { SetLanguageBody, UpdateProfileBody } from '../../../shared/contracts/profile.js';
import { announceUserChange } from '../../auth/changed-user.js';
import type { ServerContext } from '../../context.js';
import { nowIso } from '../../db/values.js';

/**
 * Sets the user's names, and Better Auth's `name` from them as sign-up does. Written straight to the
 * user row: Better Auth has no hook on a user update here, and its update-user endpoint would accept
 * fields our contract does not offer.
 *
 * The change is announced to every instance's session memory before the answer (changed-user.ts).
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
  return announceUserChange({ db, bus }, userId);
}

/** Sets the account's language (decision 068), announced like a change of names. */
export async function setLanguage(
  { db, bus }: Pick<ServerContext, 'db' | 'bus'>,
  userId: string,
  { language }: SetLanguageBody,
): Promise<SessionUser> {
  await db.kysely
    .updateTable('user')
    .set({ language, updatedAt: nowIso() })
    .where('id', '=', userId)
    .execute();
  return announceUserChange({ db, bus }, userId);
}
