import { useMemo, useState } from 'react';
import { isCategory, type Category } from '../../../../shared/categories.js';
import type { ImportPreview } from '../../../../shared/contracts/imports.js';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Field, Select } from '../../../components/ui/field';
import { errorMessageOf } from '../../../lib/api-client';
import { useImportPlaces, type ImportTarget } from '../api';
import { initialChoices, placesCount, tipsToImport, type ImportChoice } from '../import-choices';
import { CategoryOptions } from './category-options';
import { ImportPlaceRow } from './import-place-row';

/** Rows drawn in the dialog; the rest of a long file is added with the categories shown or chosen above. */
const ROWS_SHOWN = 100;

type ImportPreviewStepProps = {
  target: ImportTarget;
  preview: ImportPreview;
  onBack: () => void;
  onImported: () => void;
};

export function ImportPreviewStep({ target, preview, onBack, onImported }: ImportPreviewStepProps) {
  const { places } = preview;
  const [choices, setChoices] = useState<ImportChoice[]>(() => initialChoices(places));
  const [fallback, setFallback] = useState<Category | null>(null);
  const importPlaces = useImportPlaces(target);
  const { tips, withoutCategory } = useMemo(
    () => tipsToImport(places, choices, fallback),
    [places, choices, fallback],
  );
  const unknown = places.filter((place) => place.category === null).length;
  const duplicates = places.filter((place) => place.duplicate).length;

  const change = (index: number, choice: Partial<ImportChoice>) =>
    setChoices((current) => current.map((old, i) => (i === index ? { ...old, ...choice } : old)));

  return (
    <div className="space-y-4">
      {duplicates > 0 ? (
        <p className="text-sm text-slate-600">
          {placesCount(duplicates)} already in this list {duplicates === 1 ? 'is' : 'are'} left out unless you
          tick
          {duplicates === 1 ? ' it' : ' them'}.
        </p>
      ) : null}
      {unknown > 0 ? (
        <Field id="import-fallback-category" label="Category for places without one">
          <Select
            id="import-fallback-category"
            value={fallback ?? ''}
            onChange={(event) => setFallback(isCategory(event.target.value) ? event.target.value : null)}
          >
            <CategoryOptions />
          </Select>
        </Field>
      ) : null}
      <ul
        aria-label="Places in the file"
        className="max-h-[45dvh] divide-y divide-slate-100 overflow-y-auto rounded-2xl ring-1 ring-slate-200"
      >
        {places.slice(0, ROWS_SHOWN).map((place, index) => (
          <ImportPlaceRow
            key={index}
            place={place}
            choice={choices[index] ?? { include: false, category: null }}
            fallback={fallback}
            onChange={(choice) => change(index, choice)}
          />
        ))}
      </ul>
      {places.length > ROWS_SHOWN ? (
        <p className="text-sm text-slate-600">
          Showing the first {ROWS_SHOWN} of {placesCount(places.length)}; the others are added with the
          category their file suggests, or the one chosen above.
        </p>
      ) : null}
      {withoutCategory > 0 ? (
        <p className="text-sm font-medium text-amber-800">
          Choose a category for {placesCount(withoutCategory)} before importing.
        </p>
      ) : null}
      {importPlaces.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
          {errorMessageOf(importPlaces.error)}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="secondary" onClick={onBack} disabled={importPlaces.isPending}>
          Choose another file
        </Button>
        <Button
          disabled={tips.length === 0 || withoutCategory > 0 || importPlaces.isPending}
          onClick={() => importPlaces.mutate(tips, { onSuccess: onImported })}
        >
          {importPlaces.isPending ? 'Importing...' : `Import ${placesCount(tips.length)}`}
        </Button>
      </DialogFooter>
    </div>
  );
}
