import type { MessageKey } from '../../lib/i18n';
import { tagPositions } from './tag-positions';

// Kept apart from the rest of place tagging: the entry form needs this on the first page load, the
// rest is fetched on the first `@`.

/** Shown for 3 s when a second place is tagged in one entry. */
export const ONE_PLACE_TAG_ONLY_KEY = 'friend.draft.onePlace' satisfies MessageKey;

const countTags = (text: string): number => tagPositions(text).length;

/**
 * A new `@` typed into an entry that already has its one place (one place per tip): the text without that
 * `@`, or null when no `@` was added. The caret says which `@` is the new one.
 */
export function withoutNewTag(previous: string, next: string, caret: number): string | null {
  if (countTags(next) <= countTags(previous)) return null;
  const tags = tagPositions(next);
  const typed = tags.includes(caret - 1) ? caret - 1 : (tags.at(-1) ?? -1);
  return `${next.slice(0, typed)}${next.slice(typed + 1)}`;
}
