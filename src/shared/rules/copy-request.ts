import type { GuidebookCopySource, TripCopySource } from '../contracts/copies.js';
import { PAGES } from '../pages/page-table.js';

/** The one request that makes the copy: a trip from a guidebook, or a guidebook from a trip's tips. */
export type CopyRequest =
  { into: 'trip'; body: TripCopySource } | { into: 'guidebook'; body: GuidebookCopySource };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function textIn(data: unknown, field: string): string | null {
  if (!isObject(data)) return null;
  const value = data[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * What a pending copy (`{ tripData?, guidebookData? }`, see savePendingCopy in the web's auth feature) asks the server to copy. The copy
 * is made from what the server handed out, a share token or a submission receipt, never from the tips the
 * entry carries: those were only shown, and anyone can edit localStorage. A guidebook's link makes a trip;
 * a friend's receipt, or else a favourites link, makes a guidebook, or a trip when the visitor chose
 * "Save as a trip" (`save_as: 'trip'`). Anything else (an entry kept before links were carried) has
 * nothing to copy: `null`.
 */
export function copyRequestFor(pending: unknown): CopyRequest | null {
  if (!isObject(pending)) return null;
  const guidebookToken = textIn(pending.guidebookData, 'share_token');
  if (guidebookToken) {
    return { into: 'trip', body: { from: 'shared-guidebook', share_token: guidebookToken } };
  }
  const receipt = textIn(pending.tripData, 'receipt');
  if (receipt) return { into: 'guidebook', body: { from: 'submission', receipt } };
  const favoritesToken = textIn(pending.tripData, 'share_token');
  if (favoritesToken) {
    const body = { from: 'shared-favorites', share_token: favoritesToken } as const;
    return isObject(pending.tripData) && pending.tripData.save_as === 'trip'
      ? { into: 'trip', body }
      : { into: 'guidebook', body };
  }
  return null;
}

/** Where the copy shows once made: a trip on the dashboard, a guidebook among the guidebooks. */
export function copyDestination(pending: unknown): string | null {
  const request = copyRequestFor(pending);
  if (!request) return null;
  return (request.into === 'trip' ? PAGES.dashboard : PAGES.guidebooks).href();
}
