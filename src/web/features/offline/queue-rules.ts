import type { OwnerNewTip, Tip } from '../../../shared/contracts/tips.js';
import type { TripDetail } from '../../../shared/contracts/trips.js';
import { orderIndexesForNewTips, sortForDisplay } from '../../../shared/rules/order-index.js';

/** Done or favourite, as the absolute value the owner chose: sent twice, it is the same change. */
export type TipFlags = { is_completed: boolean } | { is_favorite: boolean };

interface ChangeBase {
  /** Made by the browser when the change was made; new tips carry their own ids too. */
  id: string;
  userId: string;
  tripId: string;
  /** What the owner did, for the notice that a change could not be saved. */
  label: ChangeLabel | string;
}

/**
 * What the owner did, drawn in words in the page's language when the notice shows (change-label.tsx).
 * A label stored as text was written before labels were kept this way, in English.
 */
export type ChangeLabel =
  | { kind: 'add'; tipText: string; more: number }
  | { kind: 'flags'; flag: 'done' | 'notDone' | 'favourite' | 'notFavourite'; tipText: string };

/** A change made on the trip page that waits to be sent (decision 024). */
export type QueuedChange =
  | (ChangeBase & { kind: 'flags'; tipIds: string[]; flags: TipFlags })
  | (ChangeBase & { kind: 'add'; entries: (OwnerNewTip & { id: string })[] });

/** A change the server refused: kept, with the server's reason, until the owner has read it. */
export interface RefusedChange {
  change: QueuedChange;
  /** The server's own words, which an English page shows as they are. */
  message: string;
  /** What tells the reason in any language (errors.*); absent from refusals stored before they were kept. */
  status?: number;
  code?: string;
}

const flagName = (flags: TipFlags) => ('is_completed' in flags ? 'is_completed' : 'is_favorite');
const sameTips = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * The queue with `change` at its end. A done or favourite waiting for the same tips is dropped first: the
 * newer value is what the owner wants, and the queue stays as short as the owner's intent.
 */
export function withChange(queue: readonly QueuedChange[], change: QueuedChange): QueuedChange[] {
  if (change.kind !== 'flags') return [...queue, change];
  const superseded = (queued: QueuedChange) =>
    queued.kind === 'flags' &&
    queued.tripId === change.tripId &&
    flagName(queued.flags) === flagName(change.flags) &&
    sameTips(queued.tipIds, change.tipIds);
  return [...queue.filter((queued) => !superseded(queued)), change];
}

/** A tip as the trip page shows it before the server has stored it. */
export function pendingTip(entry: OwnerNewTip & { id: string }, tripId: string, orderIndex: number): Tip {
  const place = entry.place ?? null;
  return {
    id: entry.id,
    trip_id: tripId,
    category: entry.category,
    content: entry.content.trim(),
    contributor_name: null,
    is_favorite: false,
    is_completed: false,
    order_index: orderIndex,
    place_id: place?.placeId ?? null,
    place_name: place?.name ?? null,
    place_address: place?.address ?? null,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    place_type: place ? 'place' : 'text',
    created_at: new Date().toISOString(),
  };
}

function withAdded(tips: readonly Tip[], change: Extract<QueuedChange, { kind: 'add' }>): Tip[] {
  const known = new Set(tips.map((tip) => tip.id));
  const fresh = change.entries.filter((entry) => !known.has(entry.id));
  const highest: Partial<Record<Tip['category'], number>> = {};
  for (const tip of tips) highest[tip.category] = Math.max(highest[tip.category] ?? -1, tip.order_index);
  const indexes = orderIndexesForNewTips(
    fresh.map((entry) => entry.category),
    highest,
  );
  return sortForDisplay([
    ...tips,
    ...fresh.map((entry, i) => pendingTip(entry, change.tripId, indexes[i] ?? 0)),
  ]);
}

/** The trip as the owner left it: as read (from the server, or its copy kept offline), then their changes. */
export function withQueuedChanges(detail: TripDetail, queue: readonly QueuedChange[]): TripDetail {
  let tips = detail.recommendations;
  for (const change of queue) {
    if (change.tripId !== detail.trip.id) continue;
    if (change.kind === 'add') tips = withAdded(tips, change);
    else tips = tips.map((tip) => (change.tipIds.includes(tip.id) ? { ...tip, ...change.flags } : tip));
  }
  return tips === detail.recommendations ? detail : { ...detail, recommendations: tips };
}

/**
 * What to do with a change once it was sent: `applied`; `wait` when the server could not be reached or
 * could not answer now (offline, a failure of its own, too many requests, a session to sign in again),
 * so the change and those after it stay queued; `refused` when the server said no to the change itself
 * (a tip or trip deleted meanwhile, a change it cannot take), which is kept to be told, not tried again.
 */
export function outcomeOf(status: number | null): 'applied' | 'wait' | 'refused' {
  if (status === null) return 'applied';
  if (status === 0 || status >= 500 || status === 401 || status === 408 || status === 429) return 'wait';
  return 'refused';
}

/** A tip's text short enough for a line of the notice. */
const shortened = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** The change as the notice that it could not be saved names it. */
export function labelOf(
  change: { kind: 'flags'; flags: TipFlags; tipText: string } | { kind: 'add'; texts: string[] },
): ChangeLabel {
  if (change.kind === 'add') {
    const [first = ''] = change.texts;
    return { kind: 'add', tipText: shortened(first), more: Math.max(0, change.texts.length - 1) };
  }
  const [name, value] = Object.entries(change.flags)[0] ?? ['', false];
  const flag = name === 'is_completed' ? (value ? 'done' : 'notDone') : value ? 'favourite' : 'notFavourite';
  return { kind: 'flags', flag, tipText: shortened(change.tipText) };
}

/**
 * How long changes that could not reach the server wait before they are offered again, after `attempt`
 * tries: soon at first, since a connection that has just come back often needs a moment before it
 * carries requests, then every half minute while the server stays out of reach.
 */
export function retryPauseMs(attempt: number): number {
  const pauses = [2_000, 5_000, 10_000];
  return pauses[attempt - 1] ?? 30_000;
}
