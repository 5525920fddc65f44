import type { PublicTip, PublicTrip } from '../../../shared/contracts/public.js';
import { isRecord, readJson, removeItem, storageArea, writeJson } from '../../lib/browser-storage';

/** Session storage keys named by the specification. */
export const SESSION_KEYS = {
  lastLookedUpTrip: 'lastLookedUpTrip',
  newlySubmitted: 'newlySubmittedRecommendations',
} as const;

/** The trip a friend last opened, with the share token when it was opened through one. */
export type LookedUpTrip = PublicTrip & { share_token?: string };

const session = () => storageArea('sessionStorage');

export function rememberLookedUpTrip(trip: PublicTrip, shareToken: string | null): void {
  const value: LookedUpTrip = shareToken ? { ...trip, share_token: shareToken } : trip;
  writeJson(session(), SESSION_KEYS.lastLookedUpTrip, value);
}

export function isLookedUpTrip(value: unknown): value is LookedUpTrip {
  if (!isRecord(value) || !isRecord(value.owner)) return false;
  return (
    typeof value.id === 'string' &&
    typeof value.destination === 'string' &&
    typeof value.owner.first_name === 'string' &&
    (value.recommendation_types === null || typeof value.recommendation_types === 'string')
  );
}

export function readLookedUpTrip(): LookedUpTrip | null {
  const value = readJson(session(), SESSION_KEYS.lastLookedUpTrip);
  return isLookedUpTrip(value) ? value : null;
}

export function storeNewlySubmitted(tips: PublicTip[]): void {
  writeJson(session(), SESSION_KEYS.newlySubmitted, tips);
}

/** The tips just sent, as the server stored them; an empty list when there are none. */
export function readNewlySubmitted(): PublicTip[] {
  const value = readJson(session(), SESSION_KEYS.newlySubmitted);
  if (!Array.isArray(value)) return [];
  return value.filter(
    (tip): tip is PublicTip => isRecord(tip) && typeof tip.content === 'string' && typeof tip.id === 'string',
  );
}

export function forgetNewlySubmitted(): void {
  removeItem(session(), SESSION_KEYS.newlySubmitted);
}
