import { CATEGORIES } from '../../../shared/categories.js';
import type { PlaceData } from '../../../shared/contracts/tips.js';
import { LIMITS } from '../../../shared/limits.js';
import { isRecord, readJson, removeItem, writeJson, type StorageArea } from '../../lib/browser-storage';
import { newDraftTip, type DraftTip, type TipsDraft } from '../tips/tips-draft';

/** Everything a friend has typed for one trip: the tips per category and the name step. */
export interface FriendDraft {
  draft: TipsDraft;
  contributorName: string;
  anonymous: boolean;
}

/** The stored form: no React keys, a version to recognise it by. */
interface StoredDraft {
  version: 1;
  entries: Partial<Record<string, { content: string; place: PlaceData | null }[]>>;
  contributorName: string;
  anonymous: boolean;
  savedAt: number;
}

export const draftStorageKey = (tripId: string) => `tiplist.friendDraft.${tripId}`;

export function blankFriendDraft(draft: TipsDraft): FriendDraft {
  return { draft, contributorName: '', anonymous: false };
}

/** Whether there is anything worth keeping: any text in an entry, or a name. */
export function friendDraftHasContent({ draft, contributorName }: FriendDraft): boolean {
  const typed = CATEGORIES.some((category) => draft[category].some((entry) => entry.content.trim() !== ''));
  return typed || contributorName.trim() !== '';
}

export function toStoredDraft(value: FriendDraft, now = Date.now()): StoredDraft {
  const entries = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      value.draft[category].map(({ content, place }) => ({ content, place })),
    ]),
  );
  return {
    version: 1,
    entries,
    contributorName: value.contributorName,
    anonymous: value.anonymous,
    savedAt: now,
  };
}

const isNumberOrNull = (value: unknown) => value === null || value === undefined || typeof value === 'number';
const isStringOrNull = (value: unknown) => value === null || value === undefined || typeof value === 'string';

function readPlace(value: unknown): PlaceData | null {
  if (!isRecord(value) || typeof value.name !== 'string' || value.name.trim() === '') return null;
  const { latitude, longitude, placeId, address } = value;
  if (!isNumberOrNull(latitude) || !isNumberOrNull(longitude)) return null;
  if (!isStringOrNull(placeId) || !isStringOrNull(address)) return null;
  return {
    name: value.name,
    latitude: latitude as number | null,
    longitude: longitude as number | null,
    placeId: placeId as string | null,
    address: address as string | null,
  };
}

/**
 * Rebuilds the form from what was stored, defensively: storage can hold an older shape or have been
 * edited by hand. Unknown categories are dropped, texts are cut to the limit, every category keeps at
 * least one entry and the whole draft stays within the per-request cap. `null` when nothing usable is left.
 */
export function fromStoredDraft(value: unknown): FriendDraft | null {
  if (!isRecord(value) || value.version !== 1 || !isRecord(value.entries)) return null;
  const stored = value.entries;
  let room = LIMITS.tipsPerRequestMax - CATEGORIES.length;
  const draft = Object.fromEntries(
    CATEGORIES.map((category) => {
      const list = Array.isArray(stored[category]) ? (stored[category] as unknown[]) : [];
      const entries: DraftTip[] = [];
      for (const item of list) {
        if (!isRecord(item) || typeof item.content !== 'string') continue;
        if (entries.length > 0 && room <= 0) break;
        if (entries.length > 0) room -= 1;
        const content = item.content.slice(0, LIMITS.tipMaxLength);
        entries.push({ ...newDraftTip(), content, place: readPlace(item.place) });
      }
      return [category, entries.length > 0 ? entries : [newDraftTip()]];
    }),
  ) as TipsDraft;
  const contributorName =
    typeof value.contributorName === 'string'
      ? value.contributorName.slice(0, LIMITS.contributorNameMaxLength)
      : '';
  const result = { draft, contributorName, anonymous: value.anonymous === true };
  return friendDraftHasContent(result) ? result : null;
}

export function loadFriendDraft(area: StorageArea | null, tripId: string): FriendDraft | null {
  return fromStoredDraft(readJson(area, draftStorageKey(tripId)));
}

/** Keeps the draft, or removes the stored one when nothing is typed any more. */
export function saveFriendDraft(area: StorageArea | null, tripId: string, value: FriendDraft): void {
  if (friendDraftHasContent(value)) writeJson(area, draftStorageKey(tripId), toStoredDraft(value));
  else removeItem(area, draftStorageKey(tripId));
}

export function clearFriendDraft(area: StorageArea | null, tripId: string): void {
  removeItem(area, draftStorageKey(tripId));
}
