import type { Translate } from '../../lib/i18n';
import { longDate } from './long-us-date';

/**
 * One fact under a link in the Sharing panel: when it was made, until when it works (or that it never
 * expires), how often it was opened. Dates stay as the server gave them, to be written in the page's
 * language.
 */
export type LinkFact =
  | { key: 'public.links.made' | 'public.links.until'; date: string }
  | { key: 'public.links.never' }
  | { key: 'public.links.opens'; count: number };

const isDate = (iso: string) => !Number.isNaN(new Date(iso).getTime());

/** The facts under a link in the Sharing panel: made when, until when, how often opened. */
export function linkFacts(link: { created_at: string; expires_at?: string; opens: number }): LinkFact[] {
  const facts: LinkFact[] = [];
  if (isDate(link.created_at)) facts.push({ key: 'public.links.made', date: link.created_at });
  if (link.expires_at === undefined) facts.push({ key: 'public.links.never' });
  else if (isDate(link.expires_at)) facts.push({ key: 'public.links.until', date: link.expires_at });
  facts.push({ key: 'public.links.opens', count: Math.max(0, link.opens) });
  return facts;
}

/** A fact in words: "Made November 2, 2026", "Never expires", "Opened 3 times". */
export function linkFactText(t: Translate, fact: LinkFact): string {
  switch (fact.key) {
    case 'public.links.made':
    case 'public.links.until':
      return t(fact.key, { date: longDate(fact.date, t.locale) ?? fact.date });
    case 'public.links.never':
      return t(fact.key);
    case 'public.links.opens':
      return t(fact.key, { count: fact.count });
  }
}
