import { CATEGORIES, CATEGORY_TITLE_KEYS, isCategory } from '../../../shared/categories.js';
import { intlLocaleOf } from '../../../shared/i18n/locales.js';
import type { Translate } from '../../../shared/i18n/translate.js';
import { PAGES } from '../../../shared/pages/page-table.js';
import type { SubmittedTip } from '../../db/tables.js';
import { mailText } from '../../mail/mail-text.js';
import type { BatchNotice, NoticeTip } from './batch-notice.js';

/** How many tips a notice quotes, and how much of each. */
export const QUOTED_TIPS = 3;
export const QUOTE_LENGTH = 140;
/**
 * How many senders a notice names; the rest are counted in one line. A full trip may take its 1,000
 * tips from as many friends in one window, and the mail stays a mail.
 */
export const SENDERS_NAMED = 10;

/** What a notice tells, every text already one plain line (mailText): safe on every channel. */
export interface NoticeSummary {
  /** Who sent how many of which category, in the order they first sent: the first SENDERS_NAMED. */
  senders: { name: string; count: number; categories: CategoryCount[] }[];
  /** The senders not named, and how many tips they sent. */
  others: { senders: number; count: number };
  /** All the batch's tips by category, in the categories' order. */
  categories: CategoryCount[];
  /** The first QUOTED_TIPS tips' words, QUOTE_LENGTH characters at most each. */
  quotes: { words: string; category: string; name: string }[];
  /** The tips not quoted. */
  more: number;
}

export interface CategoryCount {
  label: string;
  count: number;
}

export interface NoticeSource {
  trip: { id: string; destination: string };
  /** The batch's submissions, in the order sent. */
  submissions: { contributor_name: string | null; tips: SubmittedTip[] }[];
  publicUrl: string | undefined;
}

/** A category's title in the owner's language; a category of no list of ours, as it came. */
const labelOf = (t: Translate, category: string) =>
  isCategory(category) ? t(CATEGORY_TITLE_KEYS[category]) : mailText(category);
/** Our categories in their order, then any other. */
const rankOf = (category: string) =>
  isCategory(category) ? CATEGORIES.indexOf(category) : CATEGORIES.length;
const nameOf = (t: Translate, name: string | null) => mailText(name ?? '') || t('mail.notification.someone');

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** At most QUOTE_LENGTH characters as people see them: an emoji or an accented letter is never cut in two. */
function quoteOf(words: string): string {
  const characters = Array.from(graphemes.segment(mailText(words)), ({ segment }) => segment);
  return characters.length > QUOTE_LENGTH
    ? `${characters.slice(0, QUOTE_LENGTH).join('')}…`
    : characters.join('');
}

function countByCategory(t: Translate, tips: readonly NoticeTip[]): CategoryCount[] {
  const counts = new Map<string, { count: number; rank: number }>();
  for (const { category } of tips) {
    const label = labelOf(t, category);
    const counted = counts.get(label);
    counts.set(label, { count: (counted?.count ?? 0) + 1, rank: counted?.rank ?? rankOf(category) });
  }
  return [...counts].sort(([, a], [, b]) => a.rank - b.rank).map(([label, { count }]) => ({ label, count }));
}

/** What a batch's tips tell, in the owner's language (`t`). */
export function summarizeNotice(t: Translate, notice: Pick<BatchNotice, 'tips'>): NoticeSummary {
  const bySender = new Map<string, NoticeTip[]>();
  for (const tip of notice.tips) {
    const name = nameOf(t, tip.contributor_name);
    const tips = bySender.get(name);
    if (tips) tips.push(tip);
    else bySender.set(name, [tip]);
  }
  const all = [...bySender];
  const unnamed = all.slice(SENDERS_NAMED);
  return {
    senders: all.slice(0, SENDERS_NAMED).map(([name, tips]) => ({
      name,
      count: tips.length,
      categories: countByCategory(t, tips),
    })),
    others: { senders: unnamed.length, count: unnamed.reduce((sum, [, tips]) => sum + tips.length, 0) },
    categories: countByCategory(t, notice.tips),
    quotes: notice.tips.slice(0, QUOTED_TIPS).map((tip) => ({
      words: quoteOf(tip.content),
      category: labelOf(t, tip.category),
      name: nameOf(t, tip.contributor_name),
    })),
    more: Math.max(0, notice.tips.length - QUOTED_TIPS),
  };
}

/** "Do 1, Eat 2": each category with its count, listed as the owner's language lists. */
export const categoriesText = (t: Translate, counts: CategoryCount[]) =>
  new Intl.ListFormat(intlLocaleOf(t.locale), { type: 'unit', style: 'short' }).format(
    counts.map(({ label, count }) => t('mail.notification.categoryCount', { category: label, count })),
  );

/** The senders a notice does not name, in one sentence. */
export const othersText = (t: Translate, { senders, count }: NoticeSummary['others']) =>
  t('mail.notification.others', { senders, count });

/** The summary as plain lines: who sent what, then the quoted tips. */
export function summaryLines(t: Translate, summary: NoticeSummary): string[] {
  return [
    ...summary.senders.map(({ name, count, categories }) =>
      t('mail.notification.senderLine', { name, count, categories: categoriesText(t, categories) }),
    ),
    ...(summary.others.senders > 0 ? [othersText(t, summary.others)] : []),
    ...(summary.senders.length > 1
      ? [t('mail.notification.inAll', { categories: categoriesText(t, summary.categories) })]
      : []),
    '',
    ...summary.quotes.map(({ words, category, name }) =>
      t('mail.notification.quote', { words, category, name }),
    ),
    ...(summary.more > 0 ? [t('mail.notification.more', { count: summary.more })] : []),
  ];
}

/** What one batch tells, in its owner's language (`t`): written once, then sent on every channel. */
export function buildBatchNotice(t: Translate, { trip, submissions, publicUrl }: NoticeSource): BatchNotice {
  const tips: NoticeTip[] = submissions.flatMap(({ contributor_name, tips: sent }) =>
    sent.map(({ category, content }) => ({ category, content, contributor_name })),
  );
  const destination = mailText(trip.destination);
  return {
    title: t('mail.notification.title', { count: tips.length, destination }),
    message: summaryLines(t, summarizeNotice(t, { tips })).join('\n'),
    url: publicUrl ? `${publicUrl}${PAGES.trip.href({ tripId: trip.id })}` : null,
    trip: { id: trip.id, destination: trip.destination },
    tips,
  };
}
