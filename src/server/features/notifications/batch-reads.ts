import type { Db } from '../../db/database.js';
import type { SubmittedTip, WebhookFormat } from '../../db/tables.js';
import { toIsoString } from '../../db/values.js';
import type { NoticeSource } from './notice-summary.js';

/** A batch as it is sent: its trip and submissions, and its owner as they are now. */
export interface BatchToSend {
  source: Omit<NoticeSource, 'publicUrl'>;
  owner: {
    id: string;
    email: string;
    firstName: string;
    /** The language chosen in the profile (null: none), which every notice to the owner speaks. */
    language: string | null;
    emailVerified: boolean | number;
    isEmailOff: boolean;
    webhook: { url: string; format: WebhookFormat } | null;
  };
  isTripMuted: boolean;
  /** Set on an editor's copy (decision 069): `owner` is then the editor, and this the trip's owner's name. */
  sharedBy?: string;
}

type Recipient = BatchToSend['owner'];

/**
 * The editors a batch's copies go to, as they are now, by `{trip id}/{user id}`: one who is no longer an
 * editor of the trip, or no longer wants its mails, is answered with mail off, so their copy is given up.
 */
export async function readCompanionRecipients(
  db: Db,
  wanted: readonly { tripId: string; userId: string }[],
): Promise<Map<string, Recipient>> {
  if (wanted.length === 0) return new Map();
  const rows = await db.kysely
    .selectFrom('trip_companions')
    .innerJoin('user', 'user.id', 'trip_companions.user_id')
    .leftJoin('notification_settings', 'notification_settings.user_id', 'trip_companions.user_id')
    .select([
      'trip_companions.trip_id',
      'trip_companions.role',
      'trip_companions.is_new_tip_mail',
      'user.id',
      'user.email',
      'user.first_name',
      'user.language',
      'user.emailVerified',
      'notification_settings.is_email_off',
    ])
    .where('trip_companions.trip_id', 'in', [...new Set(wanted.map((pair) => pair.tripId))])
    .where('trip_companions.user_id', 'in', [...new Set(wanted.map((pair) => pair.userId))])
    .execute();
  const found = new Map(rows.map((row) => [`${row.trip_id}/${row.id}`, row]));
  return new Map(
    wanted.map(({ tripId, userId }) => {
      const row = found.get(`${tripId}/${userId}`);
      const wants = row?.role === 'editor' && row.is_new_tip_mail;
      const recipient: Recipient = {
        id: userId,
        email: row?.email ?? '',
        firstName: row?.first_name ?? '',
        language: row?.language ?? null,
        emailVerified: row?.emailVerified ?? false,
        isEmailOff: !wants || row.is_email_off === true,
        webhook: null,
      };
      return [`${tripId}/${userId}`, recipient];
    }),
  );
}

function parseTips(json: string): SubmittedTip[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? (parsed as SubmittedTip[]) : [];
}

/**
 * The batches of the deliveries claimed, each read once: its trip, its submissions in the order sent
 * (those of this batch only, never of another trip), its owner's address and choices now. A batch
 * whose trip or owner has gone since is absent.
 */
export async function readBatchesToSend(db: Db, batchIds: string[]): Promise<Map<string, BatchToSend>> {
  if (batchIds.length === 0) return new Map();
  const [heads, submissions] = await Promise.all([
    db.kysely
      .selectFrom('notification_batches')
      .innerJoin('trips', 'trips.id', 'notification_batches.trip_id')
      .innerJoin('user', 'user.id', 'notification_batches.user_id')
      .leftJoin('notification_settings', 'notification_settings.user_id', 'notification_batches.user_id')
      .select([
        'notification_batches.id as batch_id',
        'trips.id as trip_id',
        'trips.destination',
        'trips.is_notifications_muted',
        'user.id as user_id',
        'user.email',
        'user.first_name',
        'user.language',
        'user.emailVerified',
        'notification_settings.is_email_off',
        'notification_settings.webhook_url',
        'notification_settings.webhook_format',
      ])
      .where('notification_batches.id', 'in', batchIds)
      .execute(),
    db.kysely
      .selectFrom('submissions')
      .select(['batch_id', 'trip_id', 'contributor_name', 'tips', 'created_at', 'id'])
      .where('batch_id', 'in', batchIds)
      .execute(),
  ]);
  const sorted = [...submissions].sort(
    (a, b) => toIsoString(a.created_at).localeCompare(toIsoString(b.created_at)) || a.id.localeCompare(b.id),
  );
  const batches = new Map<string, BatchToSend>();
  for (const head of heads) {
    const ofBatch = sorted.filter((row) => row.batch_id === head.batch_id && row.trip_id === head.trip_id);
    batches.set(head.batch_id, {
      source: {
        trip: { id: head.trip_id, destination: head.destination },
        submissions: ofBatch.map((row) => ({
          contributor_name: row.contributor_name,
          tips: parseTips(row.tips),
        })),
      },
      owner: {
        id: head.user_id,
        email: head.email,
        firstName: head.first_name,
        language: head.language,
        emailVerified: head.emailVerified,
        isEmailOff: head.is_email_off === true,
        webhook: head.webhook_url ? { url: head.webhook_url, format: head.webhook_format ?? 'json' } : null,
      },
      isTripMuted: head.is_notifications_muted,
    });
  }
  return batches;
}
