import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/tables.js';
import type { NotificationChannel } from '../../db/tables.js';
import { mayMail } from '../../mail/may-mail.js';

/** The channels a batch is told on, decided when it is composed from what its owner has chosen. */
export interface OwnerChoices {
  emailVerified: boolean | number;
  isEmailOff: boolean | null;
  webhookUrl: string | null;
  isTripMuted: boolean;
}

/**
 * Mail to a verified address whose owner has not turned it off (no settings row: on), a webhook where
 * one is set; neither for a muted trip. Only the channels this instance can send on are offered.
 */
export function channelsFor(choices: OwnerChoices, available: ReadonlySet<NotificationChannel>) {
  if (choices.isTripMuted) return [];
  const channels: NotificationChannel[] = [];
  if (mayMail({ emailVerified: choices.emailVerified }, 'other') && choices.isEmailOff !== true) {
    channels.push('email');
  }
  if (choices.webhookUrl) channels.push('webhook');
  return channels.filter((channel) => available.has(channel));
}

/**
 * The Message-ID of a batch on a channel: the same on every attempt, so a resend is recognised; a
 * companion's copy names its recipient too.
 */
export const messageIdOf = (
  batchId: string,
  channel: NotificationChannel,
  host: string,
  companion?: string,
) => (companion ? `<${batchId}.${channel}.${companion}@${host}>` : `<${batchId}.${channel}@${host}>`);

export interface Composition {
  now: number;
  /** Batches composed at most per call. */
  limit: number;
  available: ReadonlySet<NotificationChannel>;
  /** The host the Message-IDs are of: PUBLIC_URL's, or tiplist.local. */
  messageHost: string;
}

/**
 * Makes the deliveries of due batches, in one transaction: each batch's channels are decided now,
 * from its owner's choices, and it is marked composed, so later submissions open a new batch. On
 * PostgreSQL a batch another instance is composing, or a submission is still joining, is locked and
 * passed by (SKIP LOCKED): it is composed once, by one instance. SQLite has one writer.
 */
export async function composeDueBatches(db: Db, { now, limit, available, messageHost }: Composition) {
  const at = new Date(now).toISOString();
  return db.write(async (trx) => {
    const due = await trx
      .selectFrom('notification_batches')
      .select(['id', 'trip_id', 'user_id'])
      .where('composed_at', 'is', null)
      .where('due_at', '<=', at)
      .orderBy('due_at')
      .limit(limit)
      .$if(db.dialect === 'postgres', (query) => query.forUpdate().skipLocked())
      .execute();
    if (due.length === 0) return 0;
    const choices = await trx
      .selectFrom('trips')
      .innerJoin('user', 'user.id', 'trips.user_id')
      .leftJoin('notification_settings', 'notification_settings.user_id', 'trips.user_id')
      .select([
        'trips.id',
        'trips.is_notifications_muted',
        'user.emailVerified',
        'notification_settings.is_email_off',
        'notification_settings.webhook_url',
      ])
      .where(
        'trips.id',
        'in',
        due.map((batch) => batch.trip_id),
      )
      .execute();
    const byTrip = new Map(choices.map((row) => [row.id, row]));
    const deliveries = due.flatMap((batch) => {
      const row = byTrip.get(batch.trip_id);
      if (!row) return [];
      const channels = channelsFor(
        {
          emailVerified: row.emailVerified,
          isEmailOff: row.is_email_off,
          webhookUrl: row.webhook_url,
          isTripMuted: row.is_notifications_muted,
        },
        available,
      );
      return channels.map((channel) => ({
        id: randomUUID(),
        batch_id: batch.id,
        user_id: batch.user_id,
        channel,
        message_id: messageIdOf(batch.id, channel, messageHost),
        next_attempt_at: at,
        created_at: at,
      }));
    });
    const companionDeliveries = available.has('email') ? await editorMails(trx, due, at, messageHost) : [];
    deliveries.push(...companionDeliveries);
    if (deliveries.length > 0) await trx.insertInto('notification_deliveries').values(deliveries).execute();
    await trx
      .updateTable('notification_batches')
      .set({ composed_at: at })
      .where(
        'id',
        'in',
        due.map((batch) => batch.id),
      )
      .execute();
    return due.length;
  });
}

/**
 * The mails to the editors of the batches' trips who chose to get them (decision 069), from a verified
 * address with mail not turned off; at most COMPANIONS_PER_LIST a trip. The owner's mute is the owner's.
 */
async function editorMails(
  trx: Kysely<Database>,
  due: readonly { id: string; trip_id: string }[],
  at: string,
  messageHost: string,
) {
  const editors = await trx
    .selectFrom('trip_companions')
    .innerJoin('user', 'user.id', 'trip_companions.user_id')
    .leftJoin('notification_settings', 'notification_settings.user_id', 'trip_companions.user_id')
    .select([
      'trip_companions.trip_id',
      'trip_companions.user_id',
      'user.emailVerified',
      'notification_settings.is_email_off',
    ])
    .where(
      'trip_companions.trip_id',
      'in',
      due.map((batch) => batch.trip_id),
    )
    .where('trip_companions.role', '=', 'editor')
    .where('trip_companions.is_new_tip_mail', '=', true)
    .execute();
  return due.flatMap((batch) =>
    editors
      .filter((editor) => editor.trip_id === batch.trip_id)
      .filter((editor) => mayMail(editor, 'other') && editor.is_email_off !== true)
      .map((editor) => ({
        id: randomUUID(),
        batch_id: batch.id,
        user_id: editor.user_id,
        channel: 'email' as const,
        message_id: messageIdOf(batch.id, 'email', messageHost, editor.user_id),
        next_attempt_at: at,
        created_at: at,
      })),
  );
}
