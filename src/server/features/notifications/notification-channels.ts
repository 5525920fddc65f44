import { PAGES } from '../../../shared/pages/page-table.js';
import type { NotificationChannel } from '../../db/tables.js';
import type { Mailer } from '../../mail/mailer.js';
import { mayMail } from '../../mail/may-mail.js';
import { languageOf, serverTexts } from '../../mail/server-texts.js';
import type { BatchNotice } from './batch-notice.js';
import type { BatchToSend } from './batch-reads.js';
import type { ClaimedDelivery } from './delivery-queue.js';
import { notificationMail } from './notification-mail.js';
import { signUnsubscribeToken } from './unsubscribe-tokens.js';
import { sendWebhook } from './webhooks.js';

/** One delivery sent on its channel; a failure throws, `TurnedOff` when the channel is off by now. */
export type ChannelSend = (
  delivery: ClaimedDelivery,
  batch: BatchToSend,
  notice: BatchNotice,
) => Promise<void>;

export type Channels = Partial<Record<NotificationChannel, ChannelSend>>;

/**
 * A delivery whose channel was turned off since it was composed (mail off, webhook removed, trip muted):
 * it is given up without a reason to show, since nothing failed.
 */
export class TurnedOff extends Error {}

/** A send that takes longer than this is counted as failed, well within the lease (delivery-queue.ts). */
export const SEND_TIMEOUT_MS = 60_000;
const MAIL_TIMED_OUT = 'The mail server did not answer in time.';

export function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** What the owner may read of a mail server's failure: what went wrong, never its answer's text. */
export function describeMailError(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  if (typeof responseCode === 'number' && responseCode >= 500) {
    return `The mail server refused the mail (${responseCode}).`;
  }
  if (typeof responseCode === 'number' && responseCode >= 400) {
    return `The mail server could not take the mail for now (${responseCode}).`;
  }
  if (code === 'EAUTH') return 'The mail server refused to let Tiplist sign in (see SMTP_URL).';
  if (code === 'ETIMEDOUT' || (error instanceof Error && error.message === MAIL_TIMED_OUT)) {
    return MAIL_TIMED_OUT;
  }
  if (code === 'ECONNECTION' || code === 'ESOCKET' || code === 'EDNS') {
    return 'The mail server could not be reached.';
  }
  return 'The mail could not be sent.';
}

export interface MailChannelOptions {
  mailer: Mailer;
  authSecret: string;
  /** PUBLIC_URL: without it the mail carries no link. */
  publicUrl: string | undefined;
}

/**
 * Mail, to the owner's address as it is now. An owner who turned mail off (or a trip muted) after the
 * batch was composed gets none: the delivery is given up, not retried for a day.
 */
export function mailChannel({ mailer, authSecret, publicUrl }: MailChannelOptions): ChannelSend {
  return async (delivery, { owner, isTripMuted, sharedBy }, notice) => {
    // The owner's mute is theirs: an editor's copy goes unless the editor turned it off.
    if (!mayMail(owner, 'other') || owner.isEmailOff || (isTripMuted && sharedBy === undefined)) {
      throw new TurnedOff('mail turned off');
    }
    const token = signUnsubscribeToken(authSecret, owner.id);
    const unsubscribeUrl = publicUrl ? `${publicUrl}${PAGES.unsubscribe.href({ token })}` : null;
    const mail = notificationMail({
      to: owner.email,
      firstName: owner.firstName,
      notice,
      messageId: delivery.messageId,
      unsubscribeUrl,
      sharedBy,
      t: await serverTexts(languageOf(owner.language)),
    });
    await withTimeout(mailer.send(mail), SEND_TIMEOUT_MS, MAIL_TIMED_OUT);
  };
}

/**
 * The owner's webhook as it is now, with its own guards (webhooks.ts); a webhook removed, or a trip muted,
 * after the batch was composed is not called.
 */
export function webhookChannel({ allowPrivate }: { allowPrivate: boolean }): ChannelSend {
  return async (_delivery, { owner, isTripMuted, sharedBy }, notice) => {
    if (!owner.webhook || isTripMuted || sharedBy !== undefined) {
      throw new TurnedOff('webhook turned off');
    }
    await sendWebhook(owner.webhook, notice, { allowPrivate });
  };
}
