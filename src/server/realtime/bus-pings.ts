import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';

/** Where the bus's round trips go, and how often one is made: what metrics ask for, when they are on. */
export interface BusRoundTrips {
  everyMs: number;
  /** A ping was heard back after `seconds`. */
  observe(seconds: number): void;
  /** A ping was not heard back before the next one was due. */
  lost(): void;
}

export interface BusPings {
  /** This instance's own channel: no other instance listens to it, so pings cost the others nothing. */
  channel: string;
  heard(payload: string): void;
  start(): void;
  stop(): void;
}

/**
 * The bus's round trip through PostgreSQL, measured as a change takes it: a NOTIFY asked of the pool (a
 * wait for a connection included, as a publish waits) until the instance's own LISTEN connection hears it.
 * One ping at a time, on a channel of the instance's own; a ping not back when the next is due is lost
 * (the listener away, or PostgreSQL).
 */
export function busPings(pool: pg.Pool, roundTrips: BusRoundTrips): BusPings {
  const channel = `tiplist_ping_${randomUUID().replaceAll('-', '')}`;
  let pending: { nonce: string; startedAt: number } | undefined;
  let timer: NodeJS.Timeout | undefined;

  const ping = () => {
    if (pending) roundTrips.lost();
    const nonce = randomUUID();
    pending = { nonce, startedAt: performance.now() };
    // A failed NOTIFY (PostgreSQL away) is never heard: the next ping counts it lost, and the pool's own
    // errors are logged where the connection is lost.
    pool.query('select pg_notify($1, $2)', [channel, nonce]).catch(() => undefined);
  };

  return {
    channel,
    heard(payload) {
      if (pending?.nonce !== payload) return;
      roundTrips.observe((performance.now() - pending.startedAt) / 1000);
      pending = undefined;
    },
    start() {
      if (timer) return;
      ping();
      timer = setInterval(ping, roundTrips.everyMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
