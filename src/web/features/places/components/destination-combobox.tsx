import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LIMITS } from '../../../../shared/limits.js';
import { CharacterCount, isNearLimit } from '../../../components/ui/character-count';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { CountryFlag } from './country-flag';
import {
  destinationText,
  suggestDestinations,
  type DestinationText,
  type PopularDestination,
} from '../popular-destinations';

const BLUR_CLOSE_DELAY_MS = 200;

type DestinationComboboxProps = {
  value: string;
  onChange: (value: string) => void;
  label: string;
  /** The suggestions (the trip's popular cities unless given). */
  destinations?: readonly PopularDestination[];
  /** What a chosen suggestion puts into the field. */
  text?: DestinationText;
  /** Offer the whole list while the field is blank, as a picker does. */
  allWhenBlank?: boolean;
};

/**
 * The destination field: free text, with popular destinations suggested as the user types (ARIA combobox).
 * Trips suggest cities once something is typed; guidebooks offer their list as a picker from the start.
 */
export function DestinationCombobox(props: DestinationComboboxProps) {
  const { value, onChange, label, destinations, text = 'city', allWhenBlank = false } = props;
  const t = useT();
  const id = useId();
  const listId = `${id}-suggestions`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<number | undefined>(undefined);
  const suggestions = suggestDestinations(value, destinations, { text, allWhenBlank });
  const expanded = open && suggestions.length > 0;

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  function choose(destination: PopularDestination) {
    onChange(destinationText(destination, text));
    setOpen(false);
    setActive(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((current) =>
        expanded ? (current + step + suggestions.length) % suggestions.length : step > 0 ? 0 : -1,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const destination = suggestions[active];
      if (!destination) return;
      event.preventDefault();
      choose(destination);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <Field id={id} label={label}>
      <div className="relative">
        <Input
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={
            isNearLimit(value.length, LIMITS.destinationMaxLength) ? `${id}-count` : undefined
          }
          autoComplete="off"
          required
          maxLength={LIMITS.destinationMaxLength}
          placeholder={t('places.destination.placeholder')}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            window.clearTimeout(blurTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            blurTimer.current = window.setTimeout(() => setOpen(false), BLUR_CLOSE_DELAY_MS);
          }}
          onKeyDown={handleKeyDown}
          className="h-12 text-base sm:text-base"
        />
        {/* The field leads through the list with the arrow keys (aria-activedescendant); the browser would
            otherwise make the scrolling list a Tab stop of its own between the field and the next one. */}
        <ul
          id={listId}
          role="listbox"
          aria-label={t('places.destination.suggestions')}
          tabIndex={-1}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-2 max-h-72 overflow-y-auto rounded-2xl bg-white p-1.5 shadow-xl ring-1 ring-slate-200"
        >
          {suggestions.map((destination, index) => (
            <li
              key={destination.city}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(destination)}
              onMouseEnter={() => setActive(index)}
              // The names are what the field then holds, as written in English: not words to translate.
              lang="en"
              translate="no"
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm',
                index === active ? 'bg-brand-50 text-brand-800' : 'text-slate-800',
              )}
            >
              <CountryFlag code={destination.countryCode} />
              <span className="font-semibold">{destination.city}</span>
              <span className="text-slate-600">{destination.country}</span>
            </li>
          ))}
        </ul>
      </div>
      <CharacterCount id={`${id}-count`} length={value.length} max={LIMITS.destinationMaxLength} />
    </Field>
  );
}
