import { useLayoutEffect, useRef, useState, type ClipboardEvent, type RefObject } from 'react';
import type { PlaceData } from '../../../shared/contracts/tips.js';
import { withMessages } from '../../lib/i18n';
import { publicMessages } from '../../lib/message-bundles';

/** Text that may hold a link: anything else is pasted without a second look. */
const MAY_HOLD_LINK = /https?:\/\/|geo:/i;

type PastedMapLinkOptions = {
  fieldRef: RefObject<HTMLTextAreaElement | null>;
  /** The entry's place: an entry tags one place, so a link pasted into a tagged entry stays a link. */
  place: PlaceData | null;
  onPlaceChosen: (content: string, place: PlaceData) => void;
  onSelectingPlaceChange: (selecting: boolean) => void;
};

/**
 * A map link pasted into an entry becomes its place (pasted-map-link.ts). Its rules and request are fetched
 * on the first paste of a link, with the catalogue their texts are in, so the friend page's first load does
 * not carry them.
 */
export function usePastedMapLink(options: PastedMapLinkOptions) {
  const [note, setNote] = useState<{ text: string; untilEdited: boolean } | null>(null);
  const tagged = useRef(options.place);
  useLayoutEffect(() => {
    tagged.current = options.place;
  }, [options.place]);

  return {
    /** What the entry says of the last link pasted, under the field. */
    note: note?.text ?? null,
    onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => {
      const text = event.clipboardData.getData('text/plain');
      if (tagged.current || !MAY_HOLD_LINK.test(text)) return;
      // The browser puts the text in as usual; the lookup replaces the link once it knows the place.
      void withMessages([publicMessages], () => import('./pasted-map-link'))
        .then(({ lookUpPastedLink }) =>
          lookUpPastedLink({
            text,
            fieldRef: options.fieldRef,
            onPlaceChosen: options.onPlaceChosen,
            onSelectingPlaceChange: options.onSelectingPlaceChange,
            taggedPlace: () => tagged.current,
            say: (said, untilEdited) => setNote(said === null ? null : { text: said, untilEdited }),
          }),
        )
        .catch(() => undefined);
    },
    /** What was said of an earlier link goes once the entry is edited; a lookup under way still speaks. */
    onEdited: () => {
      if (note?.untilEdited) setNote(null);
    },
  };
}
