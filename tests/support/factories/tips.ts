// What the trip and guidebook factories share: tip rows numbered as the app numbers a batch (after each
// category's last tip), with a place when one is given, and a shared link's row.
import { randomUUID } from 'node:crypto';
import { newShareToken } from '../../../src/server/db/ids.js';
import { CATEGORIES, type Category } from '../../../src/shared/categories.js';
import { orderIndexesForNewTips } from '../../../src/shared/rules/order-index.js';

export interface TipSeed {
  category?: Category;
  content?: string;
  is_favorite?: boolean;
  place?: { name: string; placeId: string; latitude: number; longitude: number; address?: string };
}

/** `n` tips across the categories in turn ("Tip 1" in Do, "Tip 2" in Eat, …), or the seeds given. */
export function tipSeeds(tips: number | readonly TipSeed[]): TipSeed[] {
  if (typeof tips !== 'number') return [...tips];
  return Array.from({ length: tips }, (_, i) => ({
    category: CATEGORIES[i % CATEGORIES.length],
    content: `Tip ${i + 1}`,
  }));
}

/** The columns every tip row has, for seeds added to an empty list. */
export function tipRows(seeds: readonly TipSeed[], now: string) {
  const categories = seeds.map((seed) => seed.category ?? 'do');
  const indexes = orderIndexesForNewTips(categories, {});
  return seeds.map((seed, i) => ({
    id: randomUUID(),
    category: categories[i] ?? 'do',
    content: seed.content ?? `Tip ${i + 1}`,
    is_favorite: seed.is_favorite ?? false,
    order_index: indexes[i] ?? 0,
    place_id: seed.place?.placeId ?? null,
    place_name: seed.place?.name ?? null,
    place_address: seed.place?.address ?? null,
    latitude: seed.place?.latitude ?? null,
    longitude: seed.place?.longitude ?? null,
    place_type: seed.place ? 'place' : 'text',
    created_at: now,
    updated_at: now,
  }));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A shared link's own columns, lasting `days` (true: 7); none when not asked for. */
export function linkRow(option: boolean | number | undefined, now: string) {
  const days = option === true ? 7 : option || 0;
  if (days <= 0) return undefined;
  const expires_at = new Date(Date.now() + days * DAY_MS).toISOString();
  return { id: randomUUID(), share_token: newShareToken(), expires_at, created_at: now };
}

/** Runs `insert` on slices of `rows`: SQLite takes at most 32,766 values a statement. */
export async function inBatches<T>(
  rows: readonly T[],
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}
