import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { PlacePrediction } from '../../../../shared/contracts/places.js';
import type { PlaceData } from '../../../../shared/contracts/tips.js';
import { useT } from '../../../lib/i18n';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { chosenPlace, newSearchSession } from '../api';
import { activePlaceQuery, isOpenTag, placeQueryEnd, withPlaceName } from '../place-text';
import { useTipFieldCaret } from '../use-tip-field-caret';
import { SUBMIT_GUARD_MS, usePlaceKeys } from '../use-place-keys';
import { lastAnswer, usePlaceSearch } from '../use-place-search';
import { useSearcherPosition } from '../use-searcher-position';
import { FloatingPlacePanel } from './floating-place-panel';
import { PlaceSearchPanel } from './place-search-panel';

export type PlaceTaggingProps = {
  fieldRef: RefObject<HTMLTextAreaElement | null>;
  content: string;
  onPlaceChosen: (content: string, place: PlaceData) => void;
  /** True from choosing a place until it is in the entry (and a moment after). */
  onSelectingChange: (selecting: boolean) => void;
};

function setOrRemove(element: Element, name: string, value: string | null) {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/**
 * `@` place tagging for one entry: follows the caret, opens the search panel for the
 * `@query` it is in, and puts the chosen place's name and data into the entry. Loaded on the first `@`.
 */
export default function PlaceTagging({
  fieldRef,
  content,
  onPlaceChosen,
  onSelectingChange,
}: PlaceTaggingProps) {
  const t = useT();
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const panelRef = useRef<HTMLDivElement>(null);
  const { caret, focused, setFocused } = useTipFieldCaret(fieldRef, panelRef, content.length);
  // The `@` whose search was closed: it stays closed until the caret is in another one.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [session, setSession] = useState(newSearchSession);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [shownQuery, setShownQuery] = useState<string | null>(null);
  const pendingCaret = useRef<number | null>(null);

  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const search = activePlaceQuery(content, caret, dismissed);
  const open = focused && search !== null;
  if (dismissed !== null && !isOpenTag(content, caret, dismissed)) setDismissed(null);
  const query = open ? search.query : null;
  if (query !== shownQuery) {
    setShownQuery(query);
    setActiveIndex(-1);
    setChoiceError(null);
  }

  const position = useSearcherPosition(open);
  const results = usePlaceSearch(query, position, session);
  // What the panel shows: while a new search runs, the last results stay on screen and can be picked.
  const shown = lastAnswer(results);
  const predictions = shown?.predictions ?? [];
  const foundNothing = shown !== null && predictions.length === 0;
  // Past where a place name can end, the query is the tip going on: the search closes as on Escape.
  if (open && placeQueryEnd(search.query, foundNothing) !== null) setDismissed(search.start);

  async function choose(prediction: PlacePrediction) {
    if (!search) return;
    onSelectingChange(true);
    let place: PlaceData;
    try {
      place = await chosenPlace(prediction, session);
    } catch {
      setChoiceError(t('places.search.detailsFailed'));
      onSelectingChange(false);
      return;
    }
    const field = fieldRef.current;
    const text = field?.value ?? content;
    // Typing may have gone on while the details came: replace the query as it is now.
    const current = activePlaceQuery(text, field?.selectionStart ?? caret, dismissed);
    const chosen = withPlaceName(text, current?.start === search.start ? current : search, place.name);
    pendingCaret.current = chosen.caret;
    keys.placeChosen();
    setSession(newSearchSession());
    onPlaceChosen(chosen.text, place);
    window.setTimeout(() => onSelectingChange(false), SUBMIT_GUARD_MS);
  }

  const dismiss = () => {
    if (search) setDismissed(search.start);
  };

  const keys = usePlaceKeys(fieldRef, {
    open,
    query: search?.query ?? '',
    optionCount: predictions.length,
    foundNothing,
    activeIndex,
    onActiveIndexChange: setActiveIndex,
    onChoose: (index) => {
      // Enter with no option picked takes the first result, once it answers what was typed.
      const prediction = predictions[index] ?? (results.status === 'answered' ? predictions[0] : undefined);
      if (prediction) void choose(prediction);
    },
    onDismiss: dismiss,
  });

  // After a choice the caret goes right after the place name.
  useLayoutEffect(() => {
    const field = fieldRef.current;
    const at = pendingCaret.current;
    if (!field || at === null || field.value !== content) return;
    pendingCaret.current = null;
    field.focus();
    field.setSelectionRange(at, at);
  }, [content, fieldRef]);

  // The combobox pattern on the entry itself (it keeps focus): which list it controls, which option is active.
  useLayoutEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    const active = open && predictions[activeIndex] ? optionId(activeIndex) : null;
    field.setAttribute('aria-autocomplete', 'list');
    setOrRemove(field, 'aria-controls', open && predictions.length > 0 ? listboxId : null);
    setOrRemove(field, 'aria-activedescendant', active);
    setOrRemove(field, 'data-place-search', open ? 'open' : null);
  });

  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  if (!open) return null;
  const panel = (
    <div
      // Escape here closes the search, not a dialog around it.
      data-place-search="open"
      className="flex max-h-[inherit] min-h-0 flex-col"
      onKeyDown={(event) => {
        if (event.target instanceof Element && event.target.getAttribute('role') === 'listbox') {
          keys.onKeyDown(event.nativeEvent);
        }
      }}
      onBlur={(event) => {
        const to = event.relatedTarget as Node | null;
        if (to !== fieldRef.current && !panelRef.current?.contains(to)) setFocused(false);
      }}
    >
      <PlaceSearchPanel
        listboxId={listboxId}
        optionId={optionId}
        query={search.query}
        search={results}
        choiceError={choiceError}
        activeIndex={activeIndex}
        provider={shown?.provider}
        onActiveIndexChange={setActiveIndex}
        onChoose={(prediction) => void choose(prediction)}
        onCancel={() => {
          dismiss();
          fieldRef.current?.focus();
        }}
      />
    </div>
  );
  return mobile ? (
    <div ref={panelRef} className="mt-2">
      {panel}
    </div>
  ) : (
    <FloatingPlacePanel anchor={fieldRef} panelRef={panelRef} onEscape={dismiss}>
      {panel}
    </FloatingPlacePanel>
  );
}
