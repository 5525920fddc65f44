import { LoaderCircle, MapPin } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { PlaceData } from '../../../../shared/contracts/tips.js';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';

const PlaceChangeSearch = lazy(() => import('./place-change-search'));

type TaggedPlaceProps = {
  place: PlaceData;
  disabled: boolean;
  /** Another place was chosen for this one. */
  onChange: (place: PlaceData) => void;
  /** The tag is dropped; the text stays as it is. */
  onRemove: () => void;
  onSelectingChange: (selecting: boolean) => void;
};

/**
 * The place a tip is tagged with, shown as a chip under its text (name and address) with "Change", which
 * opens a place search in its stead, and "Remove".
 */
export function TaggedPlace({ place, disabled, onChange, onRemove, onSelectingChange }: TaggedPlaceProps) {
  const t = useT();
  const id = useId();
  const [changing, setChanging] = useState(false);
  const changeRef = useRef<HTMLButtonElement>(null);

  if (changing) {
    return (
      <Suspense
        fallback={
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            {t('places.tagged.opening')}
          </p>
        }
      >
        <PlaceChangeSearch
          current={place}
          onChosen={(chosen) => {
            setChanging(false);
            onChange(chosen);
          }}
          onCancel={() => {
            setChanging(false);
            // Back to the button that opened the search, once it is on screen again.
            requestAnimationFrame(() => changeRef.current?.focus());
          }}
          onSelectingChange={onSelectingChange}
        />
      </Suspense>
    );
  }

  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl bg-brand-50 px-3 py-2.5 ring-1 ring-brand-100"
    >
      <MapPin className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-40 flex-1">
        <p id={`${id}-title`} className="text-xs font-semibold text-brand-800">
          {t('places.tagged.title')}
        </p>
        <p dir="auto" className="truncate text-sm font-semibold text-slate-900">
          {place.name}
        </p>
        {place.address ? (
          <p dir="auto" className="truncate text-xs text-slate-600">
            {place.address}
          </p>
        ) : null}
      </div>
      <div className="ms-auto flex gap-1">
        <Button
          ref={changeRef}
          type="button"
          variant="secondary"
          size="sm"
          disabled={disabled}
          onClick={() => setChanging(true)}
        >
          {t('places.tagged.change')}
        </Button>
        <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={onRemove}>
          {t('places.tagged.remove')}
        </Button>
      </div>
    </div>
  );
}
