import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { errorCodes } from '../../../shared/contracts/error-codes.js';
import type { CreateInviteBody, InvitePreview, JoinedList } from '../../../shared/contracts/companions.js';
import {
  COMPANIONS_PER_LIST,
  INVITE_LIFETIME_MS,
  INVITE_MAILS_PER_DAY,
  OPEN_INVITES_PER_LIST,
  type CompanionRole,
} from '../../../shared/rules/list-roles.js';
import { claimListFor, LIST_TABLES, lockListRow, roleOn, type ListKind } from '../../auth/list-access.js';
import { newShareToken } from '../../db/ids.js';
import type { Database } from '../../db/tables.js';
import { nowIso } from '../../db/values.js';
import { AppError } from '../../errors.js';
import type { Writer } from '../../realtime/writes.js';
import { companionTableOf, listSummaryOf } from './companion-lists.js';
import {
  hashInviteToken,
  inviteNotFound,
  invitedListOf,
  openInvite,
  type InviteRow,
} from './invite-tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The invites of a list that still open it (at most OPEN_INVITES_PER_LIST), to select from. */
export function openInvitesQuery(db: Kysely<Database>, kind: ListKind, listId: string) {
  return db
    .selectFrom('companion_invites')
    .where(LIST_TABLES[kind].column, '=', listId)
    .where('revoked_at', 'is', null)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso());
}

/**
 * A new invite to the owner's list, answering it with its token (the only time the token exists outside
 * the invite's holder). An invite by mail is only sent from a verified address, at most
 * INVITE_MAILS_PER_DAY a day; `verified` says whether the owner's is.
 */
export async function createInvite(
  writer: Writer,
  owner: { id: string; verified: boolean },
  kind: ListKind,
  listId: string,
  { role, email }: CreateInviteBody,
): Promise<{ invite: InviteRow; token: string }> {
  if (email && !owner.verified) {
    throw new AppError(
      errorCodes.addressNotVerified,
      403,
      'Verify your email address before sending invites by email.',
    );
  }
  const token = newShareToken();
  const invite = await writer.db.write(async (trx) => {
    await claimListFor(trx, writer.db.dialect, kind, owner.id, listId, 'own');
    const now = new Date();
    const open = await openInvitesQuery(trx, kind, listId)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(open.count) >= OPEN_INVITES_PER_LIST) {
      throw new AppError(
        errorCodes.conflict,
        409,
        `A list may have ${OPEN_INVITES_PER_LIST} open invites. Revoke one before making another.`,
      );
    }
    if (email) {
      const mailed = await trx
        .selectFrom('companion_invites')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('created_by', '=', owner.id)
        .where('created_at', '>', new Date(now.getTime() - DAY_MS).toISOString())
        .where('email', 'is not', null)
        .executeTakeFirstOrThrow();
      if (Number(mailed.count) >= INVITE_MAILS_PER_DAY) {
        throw new AppError(
          errorCodes.rateLimited,
          429,
          `You can send ${INVITE_MAILS_PER_DAY} invites by email a day. Please try again tomorrow, or share an invite link.`,
        );
      }
    }
    return trx
      .insertInto('companion_invites')
      .values({
        id: randomUUID(),
        token_hash: hashInviteToken(token),
        trip_id: kind === 'trip' ? listId : null,
        guidebook_id: kind === 'guidebook' ? listId : null,
        role,
        email: email ? email.toLowerCase() : null,
        created_by: owner.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + INVITE_LIFETIME_MS).toISOString(),
        revoked_at: null,
        used_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return { invite, token };
}

/** Revokes one of the list's open invites: it opens nothing from now on. */
export async function revokeInvite(
  writer: Writer,
  ownerId: string,
  kind: ListKind,
  listId: string,
  inviteId: string,
): Promise<void> {
  await writer.db.write(async (trx) => {
    await claimListFor(trx, writer.db.dialect, kind, ownerId, listId, 'own');
    const revoked = await trx
      .updateTable('companion_invites')
      .set({ revoked_at: nowIso() })
      .where('id', '=', inviteId)
      .where(LIST_TABLES[kind].column, '=', listId)
      .where('revoked_at', 'is', null)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(revoked.numUpdatedRows) === 0) throw AppError.notFound('Invite not found');
  });
}

/** What an invite opens, for whoever holds its link: whose list, which one, in which role. */
export async function previewInvite(writer: Writer, token: string): Promise<InvitePreview> {
  const invite = await openInvite(writer.db.kysely, writer.db.dialect, token, new Date());
  const { kind, id } = invitedListOf(invite);
  const list = await listSummaryOf(writer.db.kysely, kind, id);
  if (!list) throw inviteNotFound();
  return {
    list_kind: kind,
    list_name: list.name,
    owner_first_name: list.owner_first_name,
    role: invite.role,
    expires_at: new Date(invite.expires_at).toISOString(),
  };
}

/**
 * Makes the user a companion of the list the invite opens, in its role; one who is a companion already
 * keeps the stronger of the two roles. An invite by mail opens it for its address alone, once.
 */
export async function acceptInvite(
  writer: Writer,
  user: { id: string; email: string },
  token: string,
): Promise<JoinedList> {
  const joined = await writer.db.write(async (trx) => {
    const invite = await openInvite(trx, writer.db.dialect, token, new Date());
    const { kind, id } = invitedListOf(invite);
    const table = companionTableOf(kind);
    // The list is locked like every write to it, so a removal or a deletion does not cross the join.
    const list = await lockListRow(trx, writer.db.dialect, kind, id);
    if (!list) throw inviteNotFound();
    if (list.user_id === user.id) {
      throw new AppError(errorCodes.ownList, 409, `This ${kind} is your own.`);
    }
    if (invite.email !== null && invite.email !== user.email.toLowerCase()) {
      throw new AppError(
        errorCodes.inviteForAnotherAddress,
        403,
        'This invite was sent to another email address. Sign in with that address to join.',
      );
    }
    // Not the owner (above): a companion's role, or none.
    const current = await roleOn(trx, kind, list, user.id);
    const role: CompanionRole = current === 'editor' || invite.role === 'editor' ? 'editor' : 'viewer';
    if (!current) {
      if ((await table.count(trx, id)) >= COMPANIONS_PER_LIST) {
        throw new AppError(
          errorCodes.conflict,
          409,
          `This ${kind} has ${COMPANIONS_PER_LIST} companions, as many as a list may.`,
        );
      }
      await table.insert(trx, id, user.id, role, nowIso());
    } else if (current !== role) {
      await table.setRole(trx, id, user.id, role);
    }
    if (invite.email !== null) {
      await trx
        .updateTable('companion_invites')
        .set({ used_at: nowIso() })
        .where('id', '=', invite.id)
        .execute();
    }
    return { list_kind: kind, list_id: id, role };
  });
  // The joiner's dashboard, and the list's kept pages (the owner's list of companions), on every instance.
  await writer.bus.publish({ id: user.id, kind: 'user' });
  await writer.bus.publish({ id: joined.list_id, kind: joined.list_kind });
  return joined;
}
