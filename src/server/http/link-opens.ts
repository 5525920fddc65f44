import { isbot } from 'isbot';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** The kinds of link whose opens the owner sees in the Sharing panel. */
export type OpenedLink =
  | { kind: 'ask'; tripId: string }
  | { kind: 'favorites'; token: string }
  | { kind: 'guidebook'; token: string };

/** Opens are written at most this often: a friend page read must not wait for a write of its own. */
const FLUSH_EVERY_MS = 1000;

type Counted = { link: OpenedLink; opens: number };

export interface LinkOpens {
  /**
   * Counts one open by the browser whose User-Agent this is; written with the others of the next second. A
   * link-preview bot (WhatsApp, Slack, iMessage, Telegram and the like fetch the page to draw its card) or
   * a crawler is no friend opening the link, and is not counted.
   */
  record(link: OpenedLink, userAgent: string | undefined): void;
  /** Writes what was counted so far (closing, and tests that read the counts at once). */
  flush(): Promise<void>;
}

/**
 * Counts how often each share link is opened. Opens are added up in memory and written as increments,
 * so every instance adds its own to the same rows; a failed write is put back to try with the next.
 */
export function createLinkOpens(db: Db, log: { warn(object: object, message: string): void }): LinkOpens {
  let pending = new Map<string, Counted>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  async function write(counts: Map<string, Counted>): Promise<void> {
    // One order on every instance, so two writes never wait on each other's rows.
    const keys = [...counts.keys()].sort();
    await db.write(async (trx) => {
      for (const key of keys) {
        const counted = counts.get(key);
        if (!counted) continue;
        const { link, opens } = counted;
        if (link.kind === 'ask') {
          await trx
            .updateTable('trips')
            .set({ ask_link_opens: sql`ask_link_opens + ${opens}` })
            .where('id', '=', link.tripId)
            .execute();
        } else {
          await trx
            .updateTable(link.kind === 'favorites' ? 'shared_favorites' : 'shared_guidebooks')
            .set({ opens: sql`opens + ${opens}` })
            .where('share_token', '=', link.token)
            .execute();
        }
      }
    });
  }

  function add(key: string, link: OpenedLink, opens: number) {
    pending.set(key, { link, opens: (pending.get(key)?.opens ?? 0) + opens });
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const counts = pending;
    pending = new Map();
    writing = writing.then(async () => {
      if (counts.size === 0) return;
      await write(counts).catch((error: unknown) => {
        log.warn({ err: error }, 'Link opens could not be written; they are tried again with the next.');
        for (const [key, { link, opens }] of counts) add(key, link, opens);
      });
    });
    return writing;
  }

  return {
    record(link, userAgent) {
      if (isbot(userAgent)) return;
      const key = link.kind === 'ask' ? `ask:${link.tripId}` : `${link.kind}:${link.token}`;
      add(key, link, 1);
      if (!timer) {
        timer = setTimeout(() => void flush(), FLUSH_EVERY_MS);
        timer.unref();
      }
    },
    flush,
  };
}
