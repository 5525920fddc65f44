import { CATEGORY_TITLES, isCategory } from '../../../shared/categories.js';
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

const SOMEONE = 'Someone';
const tipsCount = (count: number) => `${count} ${count === 1 ? 'tip' : 'tips'}`;
const labelOf = (category: string) => (isCategory(category) ? CATEGORY_TITLES[category] : mailText(category));
const nameOf = (name: string | null) => mailText(name ?? '') || SOMEONE;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** At most QUOTE_LENGTH characters as people see them: an emoji or an accented letter is never cut in two. */
function quoteOf(words: string): string {
  const characters = Array.from(graphemes.segment(mailText(words)), ({ segment }) => segment);
  return characters.length > QUOTE_LENGTH
    ? `${characters.slice(0, QUOTE_LENGTH).join('')}…`
    : characters.join('');
}

function countByCategory(tips: readonly NoticeTip[]): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const tip of tips) counts.set(labelOf(tip.category), (counts.get(labelOf(tip.category)) ?? 0) + 1);
  const order: string[] = Object.values(CATEGORY_TITLES);
  const rank = (label: string) => (order.includes(label) ? order.indexOf(label) : order.length);
  return [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => rank(a.label) - rank(b.label));
}

export function summarizeNotice(notice: Pick<BatchNotice, 'tips'>): NoticeSummary {
  const bySender = new Map<string, NoticeTip[]>();
  for (const tip of notice.tips) {
    const name = nameOf(tip.contributor_name);
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
      categories: countByCategory(tips),
    })),
    others: { senders: unnamed.length, count: unnamed.reduce((sum, [, tips]) => sum + tips.length, 0) },
    categories: countByCategory(notice.tips),
    quotes: notice.tips.slice(0, QUOTED_TIPS).map((tip) => ({
      words: quoteOf(tip.content),
      category: labelOf(tip.category),
      name: nameOf(tip.contributor_name),
    })),
    more: Math.max(0, notice.tips.length - QUOTED_TIPS),
  };
}

export const categoriesText = (counts: CategoryCount[]) =>
  counts.map(({ label, count }) => `${label} ${count}`).join(', ');

/** The senders a notice does not name, in one sentence. */
export const othersText = ({ senders, count }: NoticeSummary['others']) =>
  `${senders} more ${senders === 1 ? 'friend' : 'friends'} sent ${tipsCount(count)}.`;

/** The summary as plain lines: who sent what, then the quoted tips. */
export function summaryLines(summary: NoticeSummary): string[] {
  return [
    ...summary.senders.map(
      ({ name, count, categories }) => `${name} sent ${tipsCount(count)} (${categoriesText(categories)}).`,
    ),
    ...(summary.others.senders > 0 ? [othersText(summary.others)] : []),
    ...(summary.senders.length > 1 ? [`In all: ${categoriesText(summary.categories)}.`] : []),
    '',
    ...summary.quotes.map(({ words, category, name }) => `“${words}” (${category}, from ${name})`),
    ...(summary.more > 0 ? [`and ${summary.more} more`] : []),
  ];
}

/** What one batch tells: written once, then sent on every channel (mail, webhook). */
export function buildBatchNotice({ trip, submissions, publicUrl }: NoticeSource): BatchNotice {
  const tips: NoticeTip[] = submissions.flatMap(({ contributor_name, tips: sent }) =>
    sent.map(({ category, content }) => ({ category, content, contributor_name })),
  );
  const destination = mailText(trip.destination);
  const title = `${tipsCount(tips.length).replace(' tip', ' new tip')} for ${destination}`;
  return {
    title,
    message: summaryLines(summarizeNotice({ tips })).join('\n'),
    url: publicUrl ? `${publicUrl}${PAGES.trip.href({ tripId: trip.id })}` : null,
    trip: { id: trip.id, destination: trip.destination },
    tips,
  };
}
