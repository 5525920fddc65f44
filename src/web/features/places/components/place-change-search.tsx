import { useEffect, useId, useRef, useState } from 'react';
import type { PlacePrediction } from '../../../../shared/contracts/places.js';
import type { PlaceData } from '../../../../shared/contracts/tips.js';
import { LIMITS } from '../../../../shared/limits.js';
import { Input } from '../../../components/ui/input';
import { rich, useT } from '../../../lib/i18n';
import { chosenPlace, newSearchSession } from '../api';
import { SUBMIT_GUARD_MS, usePlaceKeys } from '../use-place-keys';
import { lastAnswer, usePlaceSearch } from '../use-place-search';
import { useSearcherPosition } from '../use-searcher-position';
import { PlaceSearchPanel } from './place-search-panel';

export type PlaceChangeSearchProps = {
  /** The place being changed, named in the field's label. */
  current: PlaceData;
  onChosen: (place: PlaceData) => void;
  onCancel: () => void;
  /** True from choosing a place until it is in the entry (and a moment after). */
  onSelectingChange: (selecting: boolean) => void;
};

/**
 * The place search for another place than the tagged one: its own search field, with the list of places
 * under it, picked by the arrow keys and Enter or by pointer. Escape, Cancel, or Backspace in the empty
 * field close it. Loaded on the first "Change".
 */
export default function PlaceChangeSearch({
  current,
  onChosen,
  onCancel,
  onSelectingChange,
}: PlaceChangeSearchProps) {
  const t = useT();
  const id = useId();
  const listboxId = `${id}-places`;
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const fieldRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [session] = useState(newSearchSession);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const position = useSearcherPosition(true);
  const results = usePlaceSearch(query, position, session);
  const predictions = lastAnswer(results)?.predictions ?? [];

  async function choose(prediction: PlacePrediction) {
    onSelectingChange(true);
    try {
      onChosen(await chosenPlace(prediction, session));
    } catch {
      setChoiceError(t('places.search.detailsFailed'));
      onSelectingChange(false);
      return;
    }
    window.setTimeout(() => onSelectingChange(false), SUBMIT_GUARD_MS);
  }

  const keys = usePlaceKeys(fieldRef, {
    open: true,
    query,
    optionCount: predictions.length,
    // Enter here only ever chooses: the dialog's form is not sent from this field.
    foundNothing: false,
    activeIndex,
    onActiveIndexChange: setActiveIndex,
    onChoose: (index) => {
      const prediction = predictions[index] ?? (results.status === 'answered' ? predictions[0] : undefined);
      if (prediction) void choose(prediction);
    },
    onDismiss: onCancel,
  });

  // Opened by the person's own "Change": the search field is where they go next.
  useEffect(() => fieldRef.current?.focus(), []);

  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  return (
    // Escape here closes the search, not the dialog around it (place-search-escape.ts).
    <div data-place-search="open" className="space-y-2">
      <label htmlFor={`${id}-field`} className="block text-sm font-semibold text-slate-800">
        {rich(t, 'places.change.label', { name: <bdi>{current.name}</bdi> })}
      </label>
      <Input
        ref={fieldRef}
        id={`${id}-field`}
        role="combobox"
        aria-expanded={predictions.length > 0}
        aria-autocomplete="list"
        aria-controls={predictions.length > 0 ? listboxId : undefined}
        aria-activedescendant={predictions[activeIndex] ? optionId(activeIndex) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('places.change.placeholder')}
        maxLength={LIMITS.placeQueryMaxLength}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveIndex(-1);
          setChoiceError(null);
        }}
        onKeyDown={(event) => {
          // Enter in this field never sends the dialog's form.
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <div
        className="flex max-h-64 min-h-0 flex-col"
        onKeyDown={(event) => {
          if (event.target instanceof Element && event.target.getAttribute('role') === 'listbox') {
            keys.onKeyDown(event.nativeEvent);
          }
        }}
      >
        <PlaceSearchPanel
          listboxId={listboxId}
          optionId={optionId}
          query={query}
          search={results}
          choiceError={choiceError}
          activeIndex={activeIndex}
          provider={lastAnswer(results)?.provider}
          onActiveIndexChange={setActiveIndex}
          onChoose={(prediction) => void choose(prediction)}
          onCancel={onCancel}
        />
      </div>
    </div>
  );
}
