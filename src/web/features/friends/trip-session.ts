import type { PublicTrip } from '../../../shared/contracts/public.js';
import { isRecord, readJson, storageArea, writeJson } from '../../lib/browser-storage';

/** Session storage keys, named as the original product named them (the submitted tips: submitted-tips.ts). */
export const SESSION_KEYS = {
  lastLookedUpTrip: 'lastLookedUpTrip',
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
    typeof value.collecting === 'boolean' &&
    (value.recommendation_types === null || typeof value.recommendation_types === 'string')
  );
}

export function readLookedUpTrip(): LookedUpTrip | null {
  const value = readJson(session(), SESSION_KEYS.lastLookedUpTrip);
  return isLookedUpTrip(value) ? value : null;
}
