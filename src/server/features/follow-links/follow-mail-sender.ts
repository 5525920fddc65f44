import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/tables.js';
import type { Selectable } from 'kysely';
import type { Mailer } from '../../mail/mailer.js';
import { languageOf, serverTexts } from '../../mail/server-texts.js';
import { PAGES } from '../../../shared/pages/page-table.js';
import { followConfirmationMail, followNewsMail } from './follow-mails.js';
import { findFollowLinkById } from './follow-links.service.js';
import { mailCode } from './follow-tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Long enough for a slow SMTP server (mailer.ts times out within a minute), short enough to recover. */
const LEASE_MS = 2 * 60 * 1000;
const RETRY_MS = 5 * 60 * 1000;
/** A mail that could not be sent for this long since it was due is given up, as owners' mails are. */
const GIVE_UP_MS = DAY_MS;
const BATCH = 20;
export const FOLLOW_MAIL_CHECK_MS = 30_000;

type LinkRow = Selectable<Database['follow_links']>;
type DueColumn = 'confirmation_due_at' | 'mail_due_at';

interface SenderDeps {
  db: Db;
  mailer: Mailer;
  secret: string;
  publicUrl: string | undefined;
  log: FastifyBaseLogger;
}

export interface FollowMailSender {
  /** Sends what is due at `now` (ms since the epoch); answers how many mails went out. */
  sendDue(now?: number): Promise<number>;
  /** Mails due and neither sent nor given up: for the "notifications queued" gauge. */
  queued(): Promise<number>;
  /** Checks every FOLLOW_MAIL_CHECK_MS from now on. */
  start(): void;
  /** Checks soon (an address was just left), when the timer runs. */
  wake(): void;
  stop(): Promise<void>;
}

const iso = (ms: number) => new Date(ms).toISOString();
const msOf = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/**
 * Follow mails (decision 062), sent from the database by whichever instance claims them first: a due
 * row is leased (`UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)` on PostgreSQL; SQLite has one
 * writer) so two instances never send one mail twice. A failed send keeps its due time and is leased for a
 * few minutes, then tried again; a day after it was due it is given up.
 */
export function createFollowMailSender({ db, mailer, secret, publicUrl, log }: SenderDeps): FollowMailSender {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  const pageUrl = (path: string) => `${publicUrl ?? ''}${path}`;

  const claim = (column: DueColumn, now: number) =>
    db.write((trx) =>
      trx
        .updateTable('follow_links')
        .set({ leased_until: iso(now + LEASE_MS) })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('follow_links')
            .select('id')
            .where(column, '<=', iso(now))
            .where((w) => w.or([w('leased_until', 'is', null), w('leased_until', '<', iso(now))]))
            .orderBy(column)
            .limit(BATCH)
            .$if(db.dialect === 'postgres', (query) => query.forUpdate().skipLocked()),
        )
        .returningAll()
        .execute(),
    );

  const release = (id: string, set: Partial<Record<DueColumn, string | null>>) =>
    db.write((trx) =>
      trx
        .updateTable('follow_links')
        .set({ ...set, leased_until: null })
        .where('id', '=', id)
        .execute(),
    );

  async function sendConfirmation(row: LinkRow): Promise<number> {
    const link = await findFollowLinkById(db.kysely, row.id);
    if (!link?.email || link.email_confirmed || link.is_following_off || !publicUrl) {
      await release(row.id, { confirmation_due_at: null });
      return 0;
    }
    const confirmUrl = pageUrl(
      PAGES.followMailConfirm.href({ token: mailCode(secret, 'confirm', link.id, link.email) }),
    );
    const trip = { ownerFirstName: link.owner_first_name, destination: link.destination };
    const t = await serverTexts(languageOf(link.language));
    await mailer.send(followConfirmationMail(link.email, trip, confirmUrl, t));
    // Only the address that was mailed: one left meanwhile keeps its own confirmation due.
    await db.write((trx) =>
      trx
        .updateTable('follow_links')
        .set({ confirmation_due_at: null, leased_until: null })
        .where('id', '=', row.id)
        .where('email', '=', link.email)
        .execute(),
    );
    return 1;
  }

  async function sendNews(row: LinkRow, now: number): Promise<number> {
    const link = await findFollowLinkById(db.kysely, row.id);
    if (!link?.email || !link.email_confirmed || link.is_following_off || !publicUrl) {
      await release(row.id, { mail_due_at: null });
      return 0;
    }
    const lastMailed = msOf(row.last_mailed_at);
    if (lastMailed !== null && now - lastMailed < DAY_MS) {
      await release(row.id, { mail_due_at: iso(lastMailed + DAY_MS) });
      return 0;
    }
    const told = new Set(JSON.parse(row.mailed_tip_ids) as string[]);
    const doneIds = await db.kysely
      .selectFrom('recommendations')
      .select('id')
      .where('submission_id', '=', link.submission_id)
      .where('is_completed', '=', true)
      .execute();
    const fresh = doneIds.map(({ id }) => id).filter((id) => !told.has(id));
    const done = link.sent.filter((tip) => fresh.includes(tip.id));
    if (done.length === 0) {
      await release(row.id, { mail_due_at: null });
      return 0;
    }
    const stopUrl = pageUrl(
      PAGES.followMailStop.href({ token: mailCode(secret, 'stop', link.id, link.email) }),
    );
    const trip = { ownerFirstName: link.owner_first_name, destination: link.destination };
    const t = await serverTexts(languageOf(link.language));
    await mailer.send(followNewsMail(link.email, trip, done, stopUrl, t));
    const sent = {
      last_mailed_at: iso(now),
      mailed_tip_ids: JSON.stringify([...told, ...fresh]),
      leased_until: null,
    };
    await db.write(async (trx) => {
      // A tip ticked while this mail was being sent moved the due time: it stays due, a day later.
      const cleared = await trx
        .updateTable('follow_links')
        .set({ ...sent, mail_due_at: null })
        .where('id', '=', row.id)
        .where('mail_due_at', '=', row.mail_due_at ?? iso(now))
        .executeTakeFirst();
      if (cleared.numUpdatedRows === 0n) {
        await trx.updateTable('follow_links').set(sent).where('id', '=', row.id).execute();
      }
    });
    return 1;
  }

  /** A failed send: tried again after RETRY_MS (the lease keeps others off it), or given up after a day. */
  async function putOff(row: LinkRow, column: DueColumn, now: number, error: unknown) {
    const due = msOf(row[column]) ?? now;
    if (now - due >= GIVE_UP_MS) {
      log.error({ err: error, followLink: row.id }, 'a follow mail failed for a day and is given up');
      await release(row.id, { [column]: null });
      return;
    }
    log.warn({ err: error, followLink: row.id }, 'a follow mail was not sent; it is tried again later');
    await db.write((trx) =>
      trx
        .updateTable('follow_links')
        .set({ leased_until: iso(now + RETRY_MS) })
        .where('id', '=', row.id)
        .execute(),
    );
  }

  async function each(column: DueColumn, now: number, send: (row: LinkRow, now: number) => Promise<number>) {
    let sent = 0;
    for (const row of await claim(column, now)) {
      try {
        sent += await send(row, now);
      } catch (error) {
        await putOff(row, column, now, error);
      }
    }
    return sent;
  }

  const sendDue = async (now = Date.now()) =>
    (await each('confirmation_due_at', now, sendConfirmation)) + (await each('mail_due_at', now, sendNews));

  const check = () => {
    running ??= sendDue()
      .catch((error: unknown) => {
        log.error({ err: error }, 'follow mails could not be checked');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
  };

  return {
    sendDue,
    async queued() {
      const { count } = await db.kysely
        .selectFrom('follow_links')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where((eb) => eb.or([eb('confirmation_due_at', 'is not', null), eb('mail_due_at', 'is not', null)]))
        .executeTakeFirstOrThrow();
      return Number(count);
    },
    start() {
      timer = setInterval(check, FOLLOW_MAIL_CHECK_MS);
      timer.unref();
    },
    wake() {
      if (timer) setImmediate(check);
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
