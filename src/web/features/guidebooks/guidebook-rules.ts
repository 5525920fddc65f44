import { SHARED_FAVORITES_CATEGORIES, type Category } from '../../../shared/categories.js';
import type { GuidebookTip } from '../../../shared/contracts/guidebook-tips.js';
import type { Guidebook, GuidebookBody } from '../../../shared/contracts/guidebooks.js';
import type { Tip } from '../../../shared/contracts/tips.js';
import { intlLocaleOf } from '../../../shared/i18n/locales.js';
import type { MessageKey, Translate } from '../../lib/i18n';
import { matchesQuery } from '../../lib/matches-query';

/** "1 entry", "3 entries": the count on a guidebook card. */
export function guidebookTipCountLabel(t: Translate, count: number): string {
  return t('guidebooks.card.entryCount', { count });
}

/** The My Guidebooks filter looks at what the card shows: title, destination and description. */
export function matchesGuidebook(
  guidebook: Pick<Guidebook, 'title' | 'destination' | 'description'>,
  query: string,
): boolean {
  return matchesQuery([guidebook.title, guidebook.destination, guidebook.description], query);
}

const lastUpdatedFormat = (t: Translate, timeZone?: string) =>
  new Intl.DateTimeFormat(intlLocaleOf(t.locale), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });

/** "Last updated Mar 4, 2026" (MMM d, yyyy in English), from updated_at or, without one, created_at. */
export function lastUpdatedLabel(
  t: Translate,
  guidebook: Pick<Guidebook, 'created_at'> & { updated_at?: string | null },
  timeZone?: string,
): string {
  const date = new Date(guidebook.updated_at || guidebook.created_at);
  return t('guidebooks.page.lastUpdated', { date: lastUpdatedFormat(t, timeZone).format(date) });
}

/** The success toast of the add dialog on a guidebook. */
export function tipsAddedToast(t: Translate, count: number): { title: string; description: string } {
  return { title: t('guidebooks.tipsAdded.title'), description: t('guidebooks.tipsAdded.text', { count }) };
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
 * button, and then the reason it cannot be saved (guidebookBodyOrWarn).
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
export const CATEGORY_EMPTY_KEYS = {
  eat: 'guidebooks.page.categoryEmpty.eat',
  do: 'guidebooks.page.categoryEmpty.do',
  stay: 'guidebooks.page.categoryEmpty.stay',
  dance: 'guidebooks.page.categoryEmpty.dance',
  bars: 'guidebooks.page.categoryEmpty.bars',
  'get-around': 'guidebooks.page.categoryEmpty.getAround',
  museums: 'guidebooks.page.categoryEmpty.museums',
  parks: 'guidebooks.page.categoryEmpty.parks',
} as const satisfies Record<Category, MessageKey>;

/** The button of an empty category tab, which opens the add dialog on that category. */
export const ADD_CATEGORY_TIPS_KEYS = {
  eat: 'guidebooks.page.addCategoryTips.eat',
  do: 'guidebooks.page.addCategoryTips.do',
  stay: 'guidebooks.page.addCategoryTips.stay',
  dance: 'guidebooks.page.addCategoryTips.dance',
  bars: 'guidebooks.page.addCategoryTips.bars',
  'get-around': 'guidebooks.page.addCategoryTips.getAround',
  museums: 'guidebooks.page.addCategoryTips.museums',
  parks: 'guidebooks.page.addCategoryTips.parks',
} as const satisfies Record<Category, MessageKey>;

/** The tip card shows a guidebook tip as a tip nobody else gave and that is never "done". */
export function asCardTip(tip: GuidebookTip): Tip {
  const { guidebook_id: _guidebook, updated_at: _updated, ...card } = tip;
  return { ...card, trip_id: '', contributor_name: null, is_completed: false };
}
