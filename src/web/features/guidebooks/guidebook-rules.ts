import { SHARED_FAVORITES_CATEGORIES, type Category } from '../../../shared/categories.js';
import type { GuidebookTip } from '../../../shared/contracts/guidebook-tips.js';
import type { Guidebook, GuidebookBody } from '../../../shared/contracts/guidebooks.js';
import type { Tip } from '../../../shared/contracts/tips.js';
import { tipCountText } from '../../../shared/rules/submitted-toast.js';
import { matchesQuery } from '../../lib/matches-query';

/** For a blank title or destination (the server says the same). */
export const GUIDEBOOK_FIELDS_REQUIRED = 'Please provide both a title and destination for your guidebook.';

/** "1 entry", "3 entries": the count on a guidebook card. */
export function guidebookTipCountLabel(count: number): string {
  return count === 1 ? '1 entry' : `${count} entries`;
}

/** The My Guidebooks filter looks at what the card shows: title, destination and description. */
export function matchesGuidebook(
  guidebook: Pick<Guidebook, 'title' | 'destination' | 'description'>,
  query: string,
): boolean {
  return matchesQuery([guidebook.title, guidebook.destination, guidebook.description], query);
}

const lastUpdatedFormat = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });

/** "Last updated Mar 4, 2026" (MMM d, yyyy), from updated_at or, without one, created_at. */
export function lastUpdatedLabel(
  guidebook: Pick<Guidebook, 'created_at'> & { updated_at?: string | null },
  timeZone?: string,
): string {
  const date = new Date(guidebook.updated_at || guidebook.created_at);
  return `Last updated ${lastUpdatedFormat(timeZone).format(date)}`;
}

/** The success toast of the add dialog on a guidebook. */
export function tipsAddedToast(count: number): { title: string; description: string } {
  return {
    title: 'Recommendations added!',
    description: `Added ${tipCountText(count)} to your guidebook.`,
  };
}

/**
 * The shared link with the guidebook's destination added, so the page
 * it opens, and whatever previews it, can name the place before anything loads.
 */
export function shareUrlWithDestination(shareUrl: string, destination: string): string {
  const hashAt = shareUrl.indexOf('#');
  const base = hashAt < 0 ? shareUrl : shareUrl.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : shareUrl.slice(hashAt);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}destination=${encodeURIComponent(destination.trim())}${hash}`;
}

export type GuidebookFields = { title: string; destination: string; description: string };

/**
 * Create and Update are offered once both fields hold something; text that is only spaces still gets the
 * button, and then the reason it cannot be saved (GUIDEBOOK_FIELDS_REQUIRED).
 */
export function canSubmitGuidebook(fields: GuidebookFields): boolean {
  return fields.title !== '' && fields.destination !== '';
}

/** What create and edit send: trimmed, description null when empty; null when title or destination is blank. */
export function guidebookBodyOf(fields: GuidebookFields): GuidebookBody | null {
  const title = fields.title.trim();
  const destination = fields.destination.trim();
  if (!title || !destination) return null;
  return { title, destination, description: fields.description.trim() || null };
}

/** The guidebook's categories in the order its tabs show them: Eat first, and no "All". */
export const GUIDEBOOK_CATEGORIES: readonly Category[] = SHARED_FAVORITES_CATEGORIES;

/** What an empty category tab of a guidebook says. */
export const CATEGORY_EMPTY_TEXTS: Record<Category, string> = {
  eat: 'No restaurants yet',
  do: 'No activities yet',
  stay: 'No accommodations yet',
  dance: 'No nightlife yet',
  bars: 'No bars yet',
  'get-around': 'No transportation yet',
  museums: 'No museums yet',
  parks: 'No parks yet',
};

/** The tip card shows a guidebook tip as a tip nobody else gave and that is never "done". */
export function asCardTip(tip: GuidebookTip): Tip {
  const { guidebook_id: _guidebook, updated_at: _updated, ...card } = tip;
  return { ...card, trip_id: '', contributor_name: null, is_completed: false };
}
