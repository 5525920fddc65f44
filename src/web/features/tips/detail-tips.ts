import { sortForDisplay } from '../../../shared/rules/order-index.js';

/** A cached page detail (a trip's, a guidebook's) that lists its tips under `recommendations`. */
type WithTips<T> = { recommendations: T[] };
type CachedTip = { id: string; order_index: number };

/** The detail with newly added tips, in display order; a tip already there (from a live reload) stays once. */
export function withAddedTips<T extends CachedTip, D extends WithTips<T>>(detail: D, added: readonly T[]): D {
  const known = new Set(detail.recommendations.map((tip) => tip.id));
  const fresh = added.filter((tip) => !known.has(tip.id));
  return { ...detail, recommendations: sortForDisplay([...detail.recommendations, ...fresh]) };
}

/** The detail with one tip as the server saved it. */
export function withSavedTip<T extends CachedTip, D extends WithTips<T>>(detail: D, saved: T): D {
  return {
    ...detail,
    recommendations: detail.recommendations.map((tip) => (tip.id === saved.id ? { ...tip, ...saved } : tip)),
  };
}

/** The detail without a deleted tip. */
export function withoutTip<T extends CachedTip, D extends WithTips<T>>(detail: D, tipId: string): D {
  return { ...detail, recommendations: detail.recommendations.filter((tip) => tip.id !== tipId) };
}
