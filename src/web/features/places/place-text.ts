import { tagPositions } from './tag-positions';

/** Where a place search sits in an entry's text: the `@` at `start`, the query typed after it. */
export interface PlaceQuery {
  start: number;
  query: string;
}

/**
 * The place search the caret is in: the last `@` before the caret, with the text
 * between them as the query. None once that text holds a line break, and none while it holds another
 * `@`: an `@` typed while a search is open closes it, and the next `@` opens a new one. So counting the
 * `@`s of the caret's line (after `closedAt`, an `@` whose search was closed), an odd count is open.
 */
export function activePlaceQuery(
  text: string,
  caret: number,
  closedAt: number | null = null,
): PlaceQuery | null {
  const before = text.slice(0, Math.max(0, caret));
  const lineStart = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r')) + 1;
  const from = closedAt !== null && isOpenTag(text, caret, closedAt) ? closedAt + 1 : lineStart;
  const tags = tagPositions(before).filter((at) => at >= from);
  const start = tags.at(-1);
  if (tags.length % 2 === 0 || start === undefined) return null;
  return { start, query: before.slice(start + 1) };
}

/** Words a query may hold once a search for it found nothing: more are the tip going on, not a place. */
export const FRUITLESS_QUERY_MAX_WORDS = 4;
const FRUITLESS_QUERY = new RegExp(`^\\s*(?:\\S+\\s+){${FRUITLESS_QUERY_MAX_WORDS}}`);

/**
 * Where an `@` query stops being a place name and becomes the tip's own text, as an index into `query`, or
 * null while it may still be one: at a line break, at `!`, `?`, `,` or `;`, at a `.` followed by a space
 * and a capital letter (a new sentence, unless the dot ends an abbreviation such as "St."), or, once a search for it found nothing, at the space after its
 * fourth word. The search closes there, so Enter adds an entry again (decision 051).
 */
export function placeQueryEnd(query: string, foundNothing: boolean): number | null {
  const ends = [...query.matchAll(/[\r\n!?,;]|\.\s+\p{Lu}/gu)]
    .map((match) => match.index)
    .filter((at) => query[at] !== '.' || !ABBREVIATION.test(query.slice(0, at)));
  const words = foundNothing ? FRUITLESS_QUERY.exec(query) : null;
  if (words) ends.push(words[0].trimEnd().length);
  return ends.length > 0 ? Math.min(...ends) : null;
}

/** A short capitalised word before a full stop is a place name's abbreviation ("St. Peter", "R. Augusta"). */
const ABBREVIATION = /(?:^|[\s(])\p{Lu}\p{Ll}{0,2}$/u;

/** Whether the `@` at `at` is on the caret's line before it: its search, once closed, stays closed. */
export function isOpenTag(text: string, caret: number, at: number): boolean {
  return text[at] === '@' && at < caret && !/[\r\n]/.test(text.slice(at, caret));
}

/** The entry's text with `@query` replaced by the place name, and where the caret goes after it. */
export function withPlaceName(
  text: string,
  search: PlaceQuery,
  name: string,
): { text: string; caret: number } {
  const after = text.slice(search.start + 1 + search.query.length);
  // A space to type on after, unless the text goes on with a space or punctuation of its own.
  const spacer = after === '' || /^[\p{L}\p{N}]/u.test(after) ? ' ' : '';
  const inserted = `${name}${spacer}`;
  return {
    text: `${text.slice(0, search.start)}${inserted}${after}`,
    caret: search.start + inserted.length,
  };
}

/**
 * The entry's text with its tagged place `from` renamed `to` (the place was changed for another): the
 * first whole-word mention of the old name, else its first mention inside a word, ignoring case. A text
 * that does not name the old place gets the new name at its end, as a tag would have put it there.
 */
export function withPlaceRenamed(text: string, from: string, to: string): string {
  const name = from.trim();
  const mentions = name ? [...text.matchAll(new RegExp(escapeRegExp(name), 'giu'))] : [];
  const wholeWord = mentions.find(
    (mention) =>
      !isWordCharacter(text[mention.index - 1]) && !isWordCharacter(text[mention.index + mention[0].length]),
  );
  const mention = wholeWord ?? mentions[0];
  if (!mention) return text === '' || /\s$/.test(text) ? `${text}${to}` : `${text} ${to}`;
  return `${text.slice(0, mention.index)}${to}${text.slice(mention.index + mention[0].length)}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const isWordCharacter = (character: string | undefined) =>
  character !== undefined && /[\p{L}\p{N}]/u.test(character);
