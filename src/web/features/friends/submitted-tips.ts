import type { PublicTip } from '../../../shared/contracts/public.js';
import { isRecord, readJson, removeItem, storageArea, writeJson } from '../../lib/browser-storage';

/**
 * What the thank-you page reads once: the tips just sent (the original product's session key) and, beside
 * them, the server's receipt for exactly those tips, from which a new account's guidebook is made. Kept
 * apart from trip-session.ts, which the tip form's first download needs: only the later pieces use this.
 */
export const SUBMITTED_KEYS = {
  tips: 'newlySubmittedRecommendations',
  receipt: 'newlySubmittedReceipt',
} as const;

export type Submitted = { tips: PublicTip[]; receipt: string | null };

const session = () => storageArea('sessionStorage');

export function storeSubmitted(tips: PublicTip[], receipt: string): void {
  const area = session();
  writeJson(area, SUBMITTED_KEYS.tips, tips);
  writeJson(area, SUBMITTED_KEYS.receipt, receipt);
}

/** The tips just sent, as the server stored them, and their receipt; nothing when there are none. */
export function readSubmitted(): Submitted {
  const area = session();
  const tips = readJson(area, SUBMITTED_KEYS.tips);
  const receipt = readJson(area, SUBMITTED_KEYS.receipt);
  return {
    tips: Array.isArray(tips)
      ? tips.filter(
          (tip): tip is PublicTip =>
            isRecord(tip) && typeof tip.content === 'string' && typeof tip.id === 'string',
        )
      : [],
    receipt: typeof receipt === 'string' && receipt !== '' ? receipt : null,
  };
}

export function forgetSubmitted(): void {
  const area = session();
  removeItem(area, SUBMITTED_KEYS.tips);
  removeItem(area, SUBMITTED_KEYS.receipt);
}
