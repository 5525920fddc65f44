import { CATEGORIES, type Category } from '../../../shared/categories.js';
import type { NewTip, PlaceData } from '../../../shared/contracts/tips.js';
import { LIMITS } from '../../../shared/limits.js';

/** One text area of the entry form, with the place tagged in it (if any). */
export interface DraftTip {
  /** Stable React key; only unique within this page. */
  key: string;
  content: string;
  place: PlaceData | null;
}

/** Everything typed in the entry form, per category, in on-screen order. */
export type TipsDraft = Record<Category, DraftTip[]>;

let draftTipsMade = 0;

/**
 * A counter, not crypto.randomUUID: that needs a secure context, and self-hosted instances are often
 * reached over plain http on a home network.
 */
export function newDraftTip(): DraftTip {
  draftTipsMade += 1;
  return { key: `entry-${draftTipsMade}`, content: '', place: null };
}

export function emptyDraft(): TipsDraft {
  return Object.fromEntries(CATEGORIES.map((category) => [category, [newDraftTip()]])) as TipsDraft;
}

export function isBlank(content: string): boolean {
  return content.trim() === '';
}

/** The tips to send: non-blank entries, trimmed, in category order and then on-screen order. */
export function draftToTips(draft: TipsDraft): NewTip[] {
  return CATEGORIES.flatMap((category) =>
    draft[category]
      .filter((entry) => !isBlank(entry.content))
      .map((entry): NewTip => {
        const tip: NewTip = { category, content: entry.content.trim() };
        if (entry.place) tip.place = entry.place;
        return tip;
      }),
  );
}

/**
 * Whether anything at all has been typed, whitespace included. The Submit button follows this, so a
 * whitespace-only draft still offers Submit and then explains that there is nothing to send.
 */
export function draftHasContent(draft: TipsDraft): boolean {
  return CATEGORIES.some((category) => draft[category].some((entry) => entry.content.length > 0));
}

/** Categories with at least one non-blank entry (the dots on the category strip). */
export function categoriesWithContent(draft: TipsDraft): Category[] {
  return CATEGORIES.filter((category) => draft[category].some((entry) => !isBlank(entry.content)));
}

/** One request may carry at most LIMITS.tipsPerRequestMax tips, so the form stops offering more entries. */
export function canAddDraftTip(draft: TipsDraft): boolean {
  const total = CATEGORIES.reduce((sum, category) => sum + draft[category].length, 0);
  return total < LIMITS.tipsPerRequestMax;
}
