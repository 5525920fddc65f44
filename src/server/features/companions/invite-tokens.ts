import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { errorCodes } from '../../../shared/contracts/error-codes.js';
import type { ListKind } from '../../auth/list-access.js';
import type { CompanionInviteTable } from '../../db/companion-tables.js';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/tables.js';
import { AppError } from '../../errors.js';

/*
 * An invite's token is 256 random bits (newShareToken), handed out once; only its SHA-256 is kept
 * (decision 069), so a copy of the database opens no list.
 */

export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export type InviteRow = Selectable<CompanionInviteTable>;

/** A changed, made-up or revoked token, and one of a deleted list, answer alike. */
export const inviteNotFound = () =>
  new AppError(errorCodes.invalidToken, 404, 'This invite link is not valid. Ask for a new one.');

/** The list an invite opens. */
export const invitedListOf = (invite: InviteRow): { kind: ListKind; id: string } =>
  invite.trip_id
    ? { kind: 'trip', id: invite.trip_id }
    : { kind: 'guidebook', id: invite.guidebook_id ?? '' };

/**
 * The invite behind a token while it still opens its list, locked until the transaction ends on
 * PostgreSQL (two uses of a single-use invite take turns); otherwise the reason it does not.
 */
export async function openInvite(
  trx: Kysely<Database>,
  dialect: Dialect,
  token: string,
  now: Date,
): Promise<InviteRow> {
  const invite = await trx
    .selectFrom('companion_invites')
    .selectAll()
    .where('token_hash', '=', hashInviteToken(token))
    .$if(dialect === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
  if (!invite || invite.revoked_at !== null) throw inviteNotFound();
  if (invite.used_at !== null) {
    throw new AppError(errorCodes.inviteUsed, 410, 'This invite has already been used. Ask for a new one.');
  }
  if (new Date(invite.expires_at).getTime() <= now.getTime()) {
    throw new AppError(errorCodes.expired, 410, 'This invite has expired. Ask for a new one.');
  }
  return invite;
}
