import type { RefObject } from 'react';
import type { PlaceData } from '../../../shared/contracts/tips.js';
import { mapLinkIn } from '../../../shared/rules/map-link-hosts.js';
import { placeFromMapLink } from '../places/api';

export const PASTED_LINK_TEXTS = {
  looking: 'Finding the place in this link...',
  noPlace: 'This link does not say which place it is, so it stays a link.',
  failed: 'The place in this link could not be looked up, so it stays a link.',
};

export type PastedLinkLookup = {
  text: string;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
  /** The entry's place as it is now: one tagged while the answer came wins. */
  taggedPlace: () => PlaceData | null;
  /** What the entry says under the field (null: nothing); `untilEdited`: an edit of the entry ends it. */
  say: (note: string | null, untilEdited: boolean) => void;
  onPlaceChosen: (content: string, place: PlaceData) => void;
  onSelectingPlaceChange: (selecting: boolean) => void;
};

/**
 * The map link in pasted text becomes the entry's place, as a search result chosen would (decision 064):
 * the link in the text gives way to the place's name, and the caret goes after it. A link that names no
 * place stays a link, and the entry says so.
 */
export async function lookUpPastedLink(lookup: PastedLinkLookup): Promise<void> {
  const link = mapLinkIn(lookup.text);
  if (!link) return;
  lookup.say(PASTED_LINK_TEXTS.looking, false);
  lookup.onSelectingPlaceChange(true);
  try {
    const found = await placeFromMapLink(link);
    if (!found) return lookup.say(PASTED_LINK_TEXTS.noPlace, true);
    lookup.say(null, false);
    const field = lookup.fieldRef.current;
    // The link may have been edited away, or a place tagged with `@`, while the answer came.
    const at = field ? field.value.indexOf(link) : -1;
    if (!field || at < 0 || lookup.taggedPlace()) return;
    const caret = at + found.name.length;
    lookup.onPlaceChosen(field.value.slice(0, at) + found.name + field.value.slice(at + link.length), found);
    requestAnimationFrame(() => {
      if (document.activeElement === field) field.setSelectionRange(caret, caret);
    });
  } catch {
    lookup.say(PASTED_LINK_TEXTS.failed, true);
  } finally {
    lookup.onSelectingPlaceChange(false);
  }
}
