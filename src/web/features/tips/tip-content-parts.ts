import type { MessageKey } from '../../lib/i18n';

/** A run of a tip's text: plain text, a web link, or the tagged place linked to a map. */
export type TipContentPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'place'; text: string; href: string };

export interface TipPlace {
  place_name: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface TipContentLayout {
  parts: TipContentPart[];
  /**
   * A map link shown after the text when the place has coordinates but its name is not in the text:
   * labelled with the place's name, or for a place without one, with the catalogue's text for that.
   */
  placeChip: (({ label: string } | { labelKey: typeof UNKNOWN_PLACE_KEY }) & { href: string }) | null;
}

export const UNKNOWN_PLACE_KEY = 'public.tip.unknownPlace' satisfies MessageKey;

/**
 * `![alt](url)` (an image: kept as text), `[label](url)` with at most one level of parentheses in the
 * url, or a bare http(s) url.
 */
const LINK_PATTERN = /(!?)\[([^[\]\n]{1,500})\]\(((?:[^()\s]|\([^()\s]*\))+)\)|https?:\/\/[^\s<>"'`]+/gi;

/** Only absolute http and https urls become links; anything else (javascript:, data:, relative) stays text. */
export function safeWebUrl(candidate: string): string | null {
  if (!/^https?:\/\//i.test(candidate)) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Sentence punctuation right after a bare url belongs to the sentence, as does an unmatched ")" or "]". */
export function trimUrlEnd(url: string): string {
  let end = url;
  for (;;) {
    const last = end.at(-1);
    if (last === undefined) return end;
    const unbalanced =
      (last === ')' && count(end, ')') > count(end, '(')) ||
      (last === ']' && count(end, ']') > count(end, '['));
    if (!'.,;:!?*\'"'.includes(last) && !unbalanced) return end;
    end = end.slice(0, -1);
  }
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

export function openStreetMapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

function hasCoordinates(
  place: TipPlace | undefined,
): place is TipPlace & { latitude: number; longitude: number } {
  return (
    place !== undefined &&
    typeof place.latitude === 'number' &&
    typeof place.longitude === 'number' &&
    Number.isFinite(place.latitude) &&
    Number.isFinite(place.longitude) &&
    Math.abs(place.latitude) <= 90 &&
    Math.abs(place.longitude) <= 180
  );
}

/** Anything in a link's label that reads as a site's name: `good.example`, `https://good.example/path`. */
const HOST_IN_LABEL = /(?:[a-z][a-z\d+.-]*:\/\/)?((?:[\p{L}\p{N}-]+\.)+\p{L}{2,})/giu;

/**
 * A label that names a site other than the link's target gets the target's real host beside it, as the
 * browser spells it (a look-alike letter shows as `xn--…`): `[https://good.example](https://evil.example)`
 * reads "https://good.example (evil.example)", so nobody follows a link believing it goes elsewhere.
 */
export function labelWithRealHost(label: string, href: string): string {
  const target = new URL(href).hostname;
  const misleading = [...label.matchAll(HOST_IN_LABEL)].some(([, host]) => {
    try {
      return new URL(`http://${host}`).hostname !== target;
    } catch {
      return true;
    }
  });
  return misleading ? `${label} (${target})` : label;
}

function splitLinks(content: string): TipContentPart[] {
  const parts: TipContentPart[] = [];
  let textStart = 0;
  for (const match of content.matchAll(LINK_PATTERN)) {
    const [whole, imageMark, label, markdownUrl] = match;
    let text = whole;
    let href: string | null = null;
    if (label !== undefined && markdownUrl !== undefined) {
      href = imageMark ? null : safeWebUrl(markdownUrl);
      text = href === null ? label : labelWithRealHost(label, href);
    } else {
      text = trimUrlEnd(whole);
      href = safeWebUrl(text);
    }
    if (href === null) continue;
    if (match.index > textStart) parts.push({ kind: 'text', text: content.slice(textStart, match.index) });
    parts.push({ kind: 'link', text, href });
    textStart = match.index + (label !== undefined ? whole.length : text.length);
  }
  if (textStart < content.length) parts.push({ kind: 'text', text: content.slice(textStart) });
  return parts;
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Links the first mention of the place name found in plain text; reports whether one was found. */
function linkPlaceName(parts: TipContentPart[], name: string, href: string): boolean {
  const pattern = new RegExp(escapeForPattern(name), 'iu');
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index];
    if (part?.kind !== 'text') continue;
    const found = pattern.exec(part.text);
    if (!found) continue;
    const before = part.text.slice(0, found.index);
    const after = part.text.slice(found.index + found[0].length);
    const replacement: TipContentPart[] = [
      ...(before ? [{ kind: 'text' as const, text: before }] : []),
      { kind: 'place', text: found[0], href },
      ...(after ? [{ kind: 'text' as const, text: after }] : []),
    ];
    parts.splice(index, 1, ...replacement);
    return true;
  }
  return false;
}

/**
 * Splits a tip's content into text, links and the place link, without ever interpreting markup. The place
 * links to `placeHref` when the page has a better place for it (its map, the visitor's maps app).
 */
export function layoutTipContent(content: string, place?: TipPlace, placeHref?: string): TipContentLayout {
  const parts = splitLinks(content);
  if (!hasCoordinates(place)) return { parts, placeChip: null };
  const href = placeHref ?? openStreetMapUrl(place.latitude, place.longitude);
  const name = place.place_name?.trim() ?? '';
  if (name && linkPlaceName(parts, name, href)) return { parts, placeChip: null };
  return { parts, placeChip: name ? { label: name, href } : { labelKey: UNKNOWN_PLACE_KEY, href } };
}
