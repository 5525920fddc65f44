import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { NotificationChannel } from '../../db/tables.js';
import { languageOf, serverTexts } from '../../mail/server-texts.js';
import type { BatchNotice } from './batch-notice.js';
import { composeDueBatches } from './batch-composition.js';
import { readBatchesToSend, readCompanionRecipients, type BatchToSend } from './batch-reads.js';
import {
  claimDeliveries,
  countQueued,
  isAnythingDue,
  markFailed,
  markSent,
  pruneFinishedBatches,
  type ClaimedDelivery,
} from './delivery-queue.js';
import { describeMailError, TurnedOff, type Channels } from './notification-channels.js';
import { buildBatchNotice } from './notice-summary.js';

/** Batches composed, and deliveries sent, at most per round: a backlog is worked through a bit at a time. */
export const COMPOSE_LIMIT = 50;
export const SEND_LIMIT = 20;
/** The longest wait between rounds; a shorter batch window is looked at as often as it lasts. */
export const POLL_MAX_MS = 5_000;
const PRUNE_EVERY_MS = 60 * 60_000;
/** How long closing waits for a round under way (a mail server that hangs is not waited for). */
export const SENDER_SETTLE_MS = 3_000;

export interface SenderOptions {
  /** The clock, in ms since the epoch. */
  now?: () => number;
  /** The wait between rounds; null: none run by themselves, only `tick()` (tests). */
  pollMs?: number | null;
  settleMs?: number;
  /** Runs between a channel's acceptance and the mark that records it: a test's crash throws here. */
  afterSend?: (delivery: ClaimedDelivery) => void | Promise<void>;
}

export interface NotificationSender {
  /** Starts the rounds, each after the last has finished, on timers that never keep the process alive. */
  start(): void;
  /** One round: composes due batches, sends due deliveries, deletes batches long told. */
  tick(): Promise<void>;
  /** Ends the rounds, waiting a little for one under way. */
  stop(): Promise<void>;
  /** Batches not yet composed and deliveries still to send (the metrics' gauge). */
  queued(): Promise<number>;
}

interface SenderParts {
  db: Db;
  log: FastifyBaseLogger;
  channels: Channels;
  batchMs: number;
  publicUrl: string | undefined;
}

/** What the owner is shown of a failure: a channel's own words, or the mail server's described. */
function failureOf(channel: NotificationChannel, error: unknown): { reason: string | null; giveUp: boolean } {
  if (error instanceof TurnedOff) return { reason: null, giveUp: true };
  if (channel === 'email') return { reason: describeMailError(error), giveUp: false };
  const message = error instanceof Error ? error.message : '';
  return { reason: message || 'The webhook could not be called.', giveUp: false };
}

/**
 * The worker that tells owners of their new tips (decision 060), on every instance. Each round claims
 * its work in the database (composing with SKIP LOCKED, sending under a lease), so instances share it
 * and each delivery is sent by one. A delivery is marked sent in the one write after its channel
 * accepted it; a crash between the two leaves its lease to run out, and it is sent again, once, with
 * the same Message-ID.
 */
export function createNotificationSender(
  parts: SenderParts,
  options: SenderOptions = {},
): NotificationSender {
  const { db, log, channels, batchMs, publicUrl } = parts;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs === undefined ? Math.min(POLL_MAX_MS, batchMs) : options.pollMs;
  const available = new Set(Object.keys(channels) as NotificationChannel[]);
  const messageHost = publicUrl ? new URL(publicUrl).hostname : 'tiplist.local';
  let lastPruned = Number.NEGATIVE_INFINITY;
  let toldNoLinks = false;

  async function deliver(delivery: ClaimedDelivery, batch: BatchToSend, notice: BatchNotice) {
    const send = channels[delivery.channel];
    // Composed by an instance that can send on this channel: its lease runs out for one that can.
    if (!send) return;
    try {
      await send(delivery, batch, notice);
    } catch (error) {
      const failure = failureOf(delivery.channel, error);
      if (failure.reason) {
        log.warn({ channel: delivery.channel, reason: failure.reason }, 'a notification was not sent');
      }
      await markFailed(db, delivery, { now: now(), ...failure });
      return;
    }
    await options.afterSend?.(delivery);
    await markSent(db, delivery.id, now());
  }

  async function sendDue(at: number) {
    await composeDueBatches(db, { now: at, limit: COMPOSE_LIMIT, available, messageHost });
    const claimed = await claimDeliveries(db, at, SEND_LIMIT);
    const batches = await readBatchesToSend(db, [...new Set(claimed.map((delivery) => delivery.batchId))]);
    const copies = await readCompanionRecipients(db, companionCopiesOf(claimed, batches));
    const notices = new Map<string, BatchNotice>();
    for (const delivery of claimed) {
      const ownersBatch = batches.get(delivery.batchId);
      if (!ownersBatch) continue;
      const batch = recipientsBatch(ownersBatch, delivery, copies);
      // In the recipient's language, as the mail around it: they read the notice on every channel.
      const noticeKey = `${delivery.batchId}/${batch.owner.language ?? ''}`;
      let notice = notices.get(noticeKey);
      if (!notice) {
        const t = await serverTexts(languageOf(batch.owner.language));
        notice = buildBatchNotice(t, { ...batch.source, publicUrl });
        notices.set(noticeKey, notice);
      }
      if (!publicUrl && !toldNoLinks) {
        toldNoLinks = true;
        log.warn(
          'Notifications of new tips carry no links: set PUBLIC_URL to the address people open Tiplist at (for example PUBLIC_URL=https://tips.example.org).',
        );
      }
      await deliver(delivery, batch, notice);
    }
  }

  async function tick() {
    const at = now();
    if (await isAnythingDue(db, at)) await sendDue(at);
    if (at - lastPruned >= PRUNE_EVERY_MS) {
      await pruneFinishedBatches(db, at);
      lastPruned = at;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped || pollMs === null) return;
    timer = setTimeout(() => {
      running = tick()
        .catch((error: unknown) => log.warn({ err: error }, 'notifications could not be sent this round'))
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, pollMs);
    timer.unref();
  };

  return {
    start: schedule,
    tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (!running) return;
      let settle: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        settle = setTimeout(resolve, options.settleMs ?? SENDER_SETTLE_MS);
        settle.unref();
      });
      await Promise.race([running, waited]);
      clearTimeout(settle);
    },
    queued: () => countQueued(db),
  };
}

/** The editors' copies among the claimed deliveries: each names its trip and its recipient. */
function companionCopiesOf(claimed: readonly ClaimedDelivery[], batches: Map<string, BatchToSend>) {
  return claimed.flatMap((delivery) => {
    const batch = batches.get(delivery.batchId);
    return batch && delivery.userId !== batch.owner.id
      ? [{ tripId: batch.source.trip.id, userId: delivery.userId }]
      : [];
  });
}

/** The batch as its delivery's recipient gets it: the owner's own, or an editor's copy (decision 069). */
function recipientsBatch(
  batch: BatchToSend,
  delivery: ClaimedDelivery,
  copies: Map<string, BatchToSend['owner']>,
): BatchToSend {
  if (delivery.userId === batch.owner.id) return batch;
  const editor = copies.get(`${batch.source.trip.id}/${delivery.userId}`);
  const gone = { ...batch.owner, id: delivery.userId, isEmailOff: true, webhook: null };
  return { ...batch, owner: editor ?? gone, sharedBy: batch.owner.firstName };
}
