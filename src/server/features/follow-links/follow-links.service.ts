import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { errorCodes } from '../../../shared/contracts/error-codes.js';
import type { Locale } from '../../../shared/i18n/locales.js';
import type { Db } from '../../db/database.js';
import type { Database, SubmittedTip } from '../../db/tables.js';
import { AppError } from '../../errors.js';
import { verifyReceipt } from '../copies/copies.service.js';
import { hashFollowToken, newFollowToken } from './follow-tokens.js';

/** The one answer for a token that opens nothing: changed, deleted, or its trip gone. */
export const FOLLOW_LINK_GONE = 'This link no longer works';
export const followLinkGone = () => AppError.notFound(FOLLOW_LINK_GONE);

export const followingOff = (firstName: string) =>
  new AppError(errorCodes.followingOff, 409, `${firstName} has turned following off for this trip.`);

/** A follow link with what its page shows: its submission's tips as sent, its trip and owner's first name. */
export interface FollowedLink {
  id: string;
  trip_id: string;
  submission_id: string;
  email: string | null;
  email_confirmed: boolean;
  /** The language of the page the address was left on (null: none stored), which its mails speak. */
  language: string | null;
  destination: string;
  owner_first_name: string;
  is_following_off: boolean;
  sent: SubmittedTip[];
}

function followedLinkQuery(db: Kysely<Database>) {
  return db
    .selectFrom('follow_links')
    .innerJoin('submissions', 'submissions.id', 'follow_links.submission_id')
    .innerJoin('trips', 'trips.id', 'follow_links.trip_id')
    .innerJoin('user', 'user.id', 'trips.user_id')
    .select([
      'follow_links.id',
      'follow_links.trip_id',
      'follow_links.submission_id',
      'follow_links.email',
      'follow_links.email_confirmed_at',
      'follow_links.language',
      'submissions.tips',
      'trips.destination',
      'trips.is_following_off',
      'user.first_name',
    ]);
}

type LinkRow = Awaited<ReturnType<ReturnType<typeof followedLinkQuery>['executeTakeFirstOrThrow']>>;

const followedLinkOf = (row: LinkRow): FollowedLink => ({
  id: row.id,
  trip_id: row.trip_id,
  submission_id: row.submission_id,
  email: row.email,
  email_confirmed: row.email_confirmed_at !== null,
  language: row.language,
  destination: row.destination,
  owner_first_name: row.first_name,
  is_following_off: row.is_following_off,
  sent: JSON.parse(row.tips) as SubmittedTip[],
});

/** The live link behind a token, or 404 "This link no longer works". */
export async function findFollowLink(db: Kysely<Database>, token: string): Promise<FollowedLink> {
  const row = await followedLinkQuery(db)
    .where('follow_links.token_hash', '=', hashFollowToken(token))
    .executeTakeFirst();
  if (!row) throw followLinkGone();
  return followedLinkOf(row);
}

export async function findFollowLinkById(db: Kysely<Database>, id: string): Promise<FollowedLink | null> {
  const row = await followedLinkQuery(db).where('follow_links.id', '=', id).executeTakeFirst();
  return row ? followedLinkOf(row) : null;
}

/** The marks of the submission's tips still on the trip, by id: a tip missing here was deleted. */
export async function marksOfSubmission(db: Kysely<Database>, submissionId: string) {
  const rows = await db
    .selectFrom('recommendations')
    .select(['id', 'is_favorite', 'is_completed'])
    .where('submission_id', '=', submissionId)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * A new follow link for the tips a receipt names (decision 018's receipt, so no one can follow tips
 * they did not send). The token is answered here once; the table keeps its hash.
 */
export async function createFollowLink(
  db: Db,
  secret: string,
  tripId: string,
  receiptToken: string,
): Promise<{ token: string; id: string }> {
  const check = verifyReceipt(secret, receiptToken);
  if (!check.ok) {
    throw check.reason === 'expired'
      ? new AppError(errorCodes.expired, 410, 'This receipt has expired.')
      : new AppError(errorCodes.invalidToken, 400, 'This receipt is not valid.');
  }
  const { receipt } = check;
  const token = newFollowToken();
  const id = randomUUID();
  await db.write(async (trx) => {
    const trip = await trx
      .selectFrom('trips')
      .innerJoin('user', 'user.id', 'trips.user_id')
      .select(['trips.is_following_off', 'user.first_name'])
      .where('trips.id', '=', tripId)
      .executeTakeFirst();
    if (!trip) throw AppError.notFound('Trip not found');
    if (receipt.tripId !== tripId) {
      throw new AppError(errorCodes.invalidToken, 400, 'This receipt is for another trip.');
    }
    if (trip.is_following_off) throw followingOff(trip.first_name);
    const submissionId = await submissionOfReceipt(trx, tripId, receipt.tipIds);
    await trx
      .insertInto('follow_links')
      .values({
        id,
        token_hash: hashFollowToken(token),
        submission_id: submissionId,
        trip_id: tripId,
        created_at: new Date().toISOString(),
      })
      .execute();
  });
  return { token, id };
}

/**
 * The submission whose tips are exactly the receipt's. Found through a tip still on the trip; when the
 * owner has deleted them all, through the words as sent.
 */
async function submissionOfReceipt(trx: Kysely<Database>, tripId: string, tipIds: readonly string[]) {
  const sameTips = (sent: SubmittedTip[]) =>
    sent.length === tipIds.length && sent.every((tip) => tipIds.includes(tip.id));
  const viaTip = await trx
    .selectFrom('recommendations')
    .innerJoin('submissions', 'submissions.id', 'recommendations.submission_id')
    .select(['submissions.id', 'submissions.tips'])
    .where('recommendations.trip_id', '=', tripId)
    .where('recommendations.id', 'in', tipIds)
    .executeTakeFirst();
  const candidates = viaTip
    ? [viaTip]
    : await trx.selectFrom('submissions').select(['id', 'tips']).where('trip_id', '=', tripId).execute();
  const found = candidates.find((row) => sameTips(JSON.parse(row.tips) as SubmittedTip[]));
  if (!found) throw AppError.notFound('These recommendations no longer exist.');
  return found.id;
}

/** Deletes the link and its address; the trip id and link id are answered for the live pages to hear. */
export async function deleteFollowLink(db: Db, token: string): Promise<{ id: string; trip_id: string }> {
  const deleted = await db.write((trx) =>
    trx
      .deleteFrom('follow_links')
      .where('token_hash', '=', hashFollowToken(token))
      .returning(['id', 'trip_id'])
      .executeTakeFirst(),
  );
  if (!deleted) throw followLinkGone();
  return deleted;
}

/**
 * Leaves an address on the link, with the language of the page it was left on, which the mails to it
 * speak (null: English). A new address is unconfirmed and owed one confirmation mail; the same address
 * again changes nothing but that language (no second confirmation mail).
 */
export async function setFollowEmail(
  db: Db,
  token: string,
  email: string,
  language: Locale | null,
): Promise<void> {
  const link = await findFollowLink(db.kysely, token);
  if (link.is_following_off) throw followingOff(link.owner_first_name);
  const same = link.email?.toLowerCase() === email.toLowerCase();
  const updated = await db.write((trx) =>
    trx
      .updateTable('follow_links')
      .set(
        same
          ? { language }
          : {
              email,
              language,
              email_confirmed_at: null,
              confirmation_due_at: new Date().toISOString(),
              mail_due_at: null,
              leased_until: null,
            },
      )
      .where('id', '=', link.id)
      .executeTakeFirst(),
  );
  // The link was deleted from another tab meanwhile: nothing was kept, and the page says so.
  if (updated.numUpdatedRows === 0n) throw followLinkGone();
}

/** Forgets the link's address: no mail of any kind is left to send. */
export async function removeFollowEmail(db: Db, linkId: string): Promise<void> {
  await db.write((trx) =>
    trx
      .updateTable('follow_links')
      .set({
        email: null,
        language: null,
        email_confirmed_at: null,
        confirmation_due_at: null,
        mail_due_at: null,
        leased_until: null,
      })
      .where('id', '=', linkId)
      .execute(),
  );
}
