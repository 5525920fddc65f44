/** A link in an entry's text: an `@` inside one (Google Maps puts a place's coordinates after one) tags nothing. */
const LINK = /(?:https?:\/\/|geo:)\S*/giu;

/** Where the place tags of an entry's text are: each `@` that is not part of a link. */
export function tagPositions(text: string): number[] {
  if (!text.includes('@')) return [];
  const links = [...text.matchAll(LINK)].map((match) => [match.index, match.index + match[0].length]);
  const positions: number[] = [];
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    if (!links.some(([start = 0, end = 0]) => at >= start && at < end)) positions.push(at);
  }
  return positions;
}
