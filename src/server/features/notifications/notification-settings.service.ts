import { sql } from 'kysely';
import type {
  NotificationProblem,
  NotificationSettings,
  NotificationSettingsChange,
} from '../../../shared/contracts/notifications.js';
import { errorCodes } from '../../../shared/contracts/errors.js';
import { webhookUrlProblem } from '../../../shared/rules/webhook-urls.js';
import { isForeignKeyViolation } from '../../db/constraint-errors.js';
import type { Db } from '../../db/database.js';
import type { WebhookFormat } from '../../db/tables.js';
import { nowIso, toIsoString } from '../../db/values.js';
import { AppError } from '../../errors.js';
import { isPublicAddress, literalAddress } from '../../outbound/safe-addresses.js';

/**
 * The account's choices as the Notifications card shows them. No row is the default: mail on (sent once
 * the address is verified), no webhook. An account deleted while its request was on its way is answered
 * as signed out.
 */
export async function readNotificationSettings(db: Db, userId: string): Promise<NotificationSettings> {
  const row = await db.kysely
    .selectFrom('user')
    .leftJoin('notification_settings as settings', 'settings.user_id', 'user.id')
    .select([
      'user.emailVerified',
      'settings.is_email_off',
      'settings.webhook_url',
      'settings.webhook_format',
    ])
    .where('user.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw AppError.unauthorized();
  return {
    email: { on: !row.is_email_off, verified: Boolean(row.emailVerified) },
    webhook: { url: row.webhook_url ?? null, format: row.webhook_format ?? 'json' },
    problem: await latestDeliveryProblem(db, userId),
  };
}

/** The account's saved webhook, if any: what "Send a test" sends to. */
export async function savedWebhook(
  db: Db,
  userId: string,
): Promise<{ url: string; format: WebhookFormat } | null> {
  const row = await db.kysely
    .selectFrom('notification_settings')
    .select(['webhook_url', 'webhook_format'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.webhook_url ? { url: row.webhook_url, format: row.webhook_format } : null;
}

/**
 * Saves the card's form. The webhook's address is checked as written (https, or http where private
 * addresses are allowed; an address that is itself private or local): where a host name points is
 * checked on every send instead, since it can change (decision 061). Mails cannot be switched before the
 * address is verified: the card cannot offer it, and no mail would be sent either way.
 */
export async function saveNotificationSettings(
  db: Db,
  userId: string,
  body: NotificationSettingsChange,
  { allowPrivate }: { allowPrivate: boolean },
): Promise<NotificationSettings> {
  if (body.webhook_url !== null) refuseWebhookUrl(body.webhook_url, allowPrivate);
  const current = await readNotificationSettings(db, userId);
  if (!current.email.verified && body.email_on !== current.email.on) {
    throw new AppError(
      errorCodes.conflict,
      409,
      'Verify your e-mail address first: mails about new tips go only to a verified address.',
      { email_on: 'Verify your e-mail address first.' },
    );
  }
  const values = {
    is_email_off: !body.email_on,
    webhook_url: body.webhook_url,
    webhook_format: body.webhook_format,
    updated_at: nowIso(),
  };
  await db
    .write((trx) =>
      trx
        .insertInto('notification_settings')
        .values({ user_id: userId, ...values })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
        .execute(),
    )
    .catch((error: unknown) => {
      // The account was deleted between the read above and this write.
      throw isForeignKeyViolation(error) ? AppError.unauthorized() : error;
    });
  return readNotificationSettings(db, userId);
}

function refuseWebhookUrl(url: string, allowPrivate: boolean) {
  const problem =
    webhookUrlProblem(url, { allowHttp: allowPrivate }) ??
    (!allowPrivate && isPrivateLiteral(url)
      ? 'The webhook URL names a private, local or reserved address; only public addresses are allowed.'
      : null);
  if (problem) throw new AppError(errorCodes.validation, 400, problem, { webhook_url: problem });
}

function isPrivateLiteral(url: string): boolean {
  const literal = literalAddress(new URL(url).hostname);
  return literal !== null && !isPublicAddress(literal.address);
}

/**
 * The latest delivery of the account that failed and is still being retried or was given up, unless a
 * later notice on the same channel went through since: then that channel works again.
 */
export async function latestDeliveryProblem(db: Db, userId: string): Promise<NotificationProblem | null> {
  const failed = await db.kysely
    .selectFrom('notification_deliveries as failed')
    .select(['failed.channel', 'failed.last_error', 'failed.gave_up_at', 'failed.created_at'])
    .where('failed.user_id', '=', userId)
    .where('failed.sent_at', 'is', null)
    .where('failed.last_error', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('notification_deliveries as later')
            .select(sql`1`.as('one'))
            .whereRef('later.user_id', '=', 'failed.user_id')
            .whereRef('later.channel', '=', 'failed.channel')
            .where('later.sent_at', 'is not', null)
            .whereRef('later.created_at', '>', 'failed.created_at'),
        ),
      ),
    )
    .orderBy('failed.created_at', 'desc')
    .orderBy('failed.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!failed) return null;
  return {
    channel: failed.channel,
    message: failed.last_error ?? '',
    at: toIsoString(failed.gave_up_at ?? failed.created_at),
    given_up: failed.gave_up_at !== null,
  };
}
