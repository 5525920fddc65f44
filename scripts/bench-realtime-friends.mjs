// Friends submitting tips at a steady rate, and the matching of each submission to the events the
// owner's pages received. An event says only which trip changed, so a trip's k-th event on a stream
// is its k-th accepted submission, in the order the answers arrived.
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { nextVisitor } from './bench-places.mjs';

/**
 * @typedef {{ tripId: string; sentAt: number; answeredAt: number; status: number | string | undefined }} Submission
 *   A friend's submission: when it was sent and answered, and the answer's status (or the error's code).
 */

const now = () => performance.timeOrigin + performance.now();
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const body = JSON.stringify({
  entries: ['eat', 'do', 'bars'].map((category, i) => ({ category, content: `Realtime tip ${i}` })),
  contributor_name: 'Realtime bench',
});

/**
 * @param {Agent} agent @param {string} base @param {string} tripId
 * @returns {Promise<Submission>}
 */
function submit(agent, base, tripId) {
  const sentAt = now();
  return new Promise((resolve) => {
    const req = request(
      `${base}/api/public/trips/${tripId}/recommendations`,
      {
        method: 'POST',
        agent,
        // A new address per submission: the limit is 20 a minute per address (src/server/http/rate-limits.ts).
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': nextVisitor(),
        },
      },
      (response) => {
        // The answer has arrived once its status line and headers have: that is when the friend's page knows.
        const answeredAt = now();
        response.resume();
        response.on('end', () => resolve({ tripId, sentAt, answeredAt, status: response.statusCode }));
      },
    );
    req.on('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      resolve({ tripId, sentAt, answeredAt: now(), status: error.code }),
    );
    req.end(body);
  });
}

/**
 * `rate` submissions a second for `seconds`, open loop (sent on schedule, whatever the answers take),
 * each to a random trip that has no submission in flight: two submissions in flight to one trip
 * could commit in one order and be answered in the other, and their events could not be told apart.
 * With one trip that is impossible to avoid; there the order of the answers is taken as the order.
 * @param {string} base
 * @param {{ tripIds: string[]; rate: number; seconds: number; onTick?: () => void }} plan
 */
export async function submitTips(base, { tripIds, rate, seconds, onTick }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  /** @type {Set<string>} */
  const inFlight = new Set();
  /** @type {Promise<Submission>[]} */
  const pending = [];
  const total = Math.round(rate * seconds);
  /** @returns {string} */
  const pick = () => {
    const any = () => /** @type {string} */ (tripIds[Math.floor(Math.random() * tripIds.length)]);
    if (inFlight.size >= tripIds.length) return any();
    for (;;) {
      const tripId = any();
      if (!inFlight.has(tripId)) return tripId;
    }
  };
  // The sender's own delays would shift every answer's stamp: they are reported beside the figures.
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const start = now();
  let lastTick = start;
  for (let i = 0; i < total;) {
    while (i < total && now() >= start + (i * 1000) / rate) {
      const tripId = pick();
      inFlight.add(tripId);
      pending.push(submit(agent, base, tripId).finally(() => inFlight.delete(tripId)));
      i += 1;
    }
    if (onTick && now() - lastTick >= 200) {
      lastTick = now();
      onTick();
    }
    await sleep(1);
  }
  const submissions = await Promise.all(pending);
  lag.disable();
  agent.destroy();
  return { submissions, seconds: (now() - start) / 1000, lagP99: lag.percentile(99) / 1e6 };
}

/**
 * Nearest-rank percentile of an ascending array, rounded to 0.1 ms.
 * @param {ArrayLike<number>} sorted @param {number} p
 */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const value = /** @type {number} */ (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
  );
  return Math.round(value * 10) / 10;
}

const ascending = (/** @type {number[]} */ values) => Float64Array.from(values).sort();

/**
 * Delivery latencies from the pages' arrival times (`arrivals[i]` for `pages[i]`, null when the page
 * never opened). From the answer: an event that came before the 201 counts as 0, the page had it no
 * later than the friend's page knew. From the send: includes the time the server took to answer, which
 * hides the fan-out when the server writes to the streams before it answers.
 * @param {{ tripId: string }[]} pages @param {(number[] | null | undefined)[]} arrivals
 * @param {Submission[]} submissions
 */
export function deliveryLatencies(pages, arrivals, submissions) {
  /** @type {Map<string, Submission[]>} */
  const accepted = new Map();
  for (const submission of submissions) {
    if (submission.status !== 201) continue;
    if (!accepted.has(submission.tripId)) accepted.set(submission.tripId, []);
    accepted.get(submission.tripId)?.push(submission);
  }
  for (const list of accepted.values()) list.sort((a, b) => a.answeredAt - b.answeredAt);
  /** @type {number[]} */
  const fromAnswer = [];
  /** @type {number[]} */
  const fromSend = [];
  let expected = 0;
  let extra = 0;
  pages.forEach((page, i) => {
    const times = arrivals[i];
    if (!times) return;
    const sent = accepted.get(page.tripId) ?? [];
    expected += sent.length;
    extra += Math.max(0, times.length - sent.length);
    for (let k = 0; k < Math.min(times.length, sent.length); k += 1) {
      const time = /** @type {number} */ (times[k]);
      const submission = /** @type {Submission} */ (sent[k]);
      fromAnswer.push(Math.max(0, time - submission.answeredAt));
      fromSend.push(time - submission.sentAt);
    }
  });
  const answer = ascending(fromAnswer);
  const send = ascending(fromSend);
  const answers = ascending(submissions.filter((s) => s.status === 201).map((s) => s.answeredAt - s.sentAt));
  /** @type {Record<string, number>} */
  const failed = {};
  for (const s of submissions)
    if (s.status !== 201) failed[String(s.status)] = (failed[String(s.status)] ?? 0) + 1;
  return {
    sent: submissions.length,
    accepted: answers.length,
    failed,
    expected,
    delivered: answer.length,
    missing: expected - answer.length,
    extra,
    p50: percentile(answer, 50),
    p99: percentile(answer, 99),
    max: percentile(answer, 100),
    p99FromSend: percentile(send, 99),
    maxFromSend: percentile(send, 100),
    answerP99: percentile(answers, 99),
  };
}
