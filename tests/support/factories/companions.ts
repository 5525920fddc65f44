// Companions made in one line (decision 069): `addCompanion(t, 'trip', trip.id, user.id, 'editor')` writes
// the membership straight in the database; `joinByInvite` goes the way a person does, through an invite.
import { randomBytes, randomUUID } from 'node:crypto';
import { hashInviteToken } from '../../../src/server/features/companions/invite-tokens.js';
import type { CompanionRole } from '../../../src/shared/rules/list-roles.js';
import type { ApiClient } from '../api.js';
import type { TestApp } from '../test-app.js';

export type ListKind = 'trip' | 'guidebook';

export async function addCompanion(
  t: TestApp,
  kind: ListKind,
  listId: string,
  userId: string,
  role: CompanionRole,
): Promise<void> {
  const row = { user_id: userId, role, is_new_tip_mail: false, created_at: new Date().toISOString() };
  await (kind === 'trip'
    ? t.db.kysely
        .insertInto('trip_companions')
        .values({ ...row, trip_id: listId })
        .execute()
    : t.db.kysely
        .insertInto('guidebook_companions')
        .values({ ...row, guidebook_id: listId })
        .execute());
}

/** The path of a list's API, by kind: `/api/trips/{id}` or `/api/guidebooks/{id}`. */
export const listPath = (kind: ListKind, listId: string) =>
  `/api/${kind === 'trip' ? 'trips' : 'guidebooks'}/${listId}`;

/** An invite link made by the owner, as its token. */
export async function inviteToken(owner: ApiClient, kind: ListKind, listId: string, role: CompanionRole) {
  const made = await owner.post(`${listPath(kind, listId)}/invites`, { role });
  if (made.statusCode !== 201) throw new Error(`invite: ${made.statusCode} ${made.body}`);
  const url = made.json<{ invite_url: string }>().invite_url;
  return url.slice(url.lastIndexOf('/') + 1);
}

/** The owner invites by link and the joiner accepts: the joiner is a companion in `role`. */
export async function joinByInvite(
  owner: ApiClient,
  joiner: ApiClient,
  kind: ListKind,
  listId: string,
  role: CompanionRole,
): Promise<void> {
  const token = await inviteToken(owner, kind, listId, role);
  const joined = await joiner.post(`/api/invites/${token}`);
  if (joined.statusCode !== 200) throw new Error(`join: ${joined.statusCode} ${joined.body}`);
}

/** An invite link written straight in the database (no limit on how many a test makes): its token and id. */
export async function storedInvite(
  t: TestApp,
  kind: ListKind,
  listId: string,
  createdBy: string,
  {
    role = 'viewer',
    expiresInMs = 7 * 24 * 60 * 60 * 1000,
  }: { role?: CompanionRole; expiresInMs?: number } = {},
): Promise<{ token: string; id: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  const now = Date.now();
  await t.db.kysely
    .insertInto('companion_invites')
    .values({
      id,
      token_hash: hashInviteToken(token),
      trip_id: kind === 'trip' ? listId : null,
      guidebook_id: kind === 'guidebook' ? listId : null,
      role,
      email: null,
      created_by: createdBy,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + expiresInMs).toISOString(),
      revoked_at: null,
      used_at: null,
    })
    .execute();
  return { token, id };
}
