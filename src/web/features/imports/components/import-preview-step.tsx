import { useMemo, useState } from 'react';
import { isCategory, type Category } from '../../../../shared/categories.js';
import type { ImportPreview } from '../../../../shared/contracts/imports.js';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Field, Select } from '../../../components/ui/field';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { useImportPlaces, type ImportTarget } from '../api';
import { initialChoices, tipsToImport, type ImportChoice } from '../import-choices';
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
  const t = useT();
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
        <p className="text-sm text-slate-600">{t('data.import.duplicates', { count: duplicates })}</p>
      ) : null}
      {unknown > 0 ? (
        <Field id="import-fallback-category" label={t('data.import.fallbackCategory')}>
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
        aria-label={t('data.import.places')}
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
          {t('data.import.firstRows', { shown: ROWS_SHOWN, count: places.length })}
        </p>
      ) : null}
      {withoutCategory > 0 ? (
        <p className="text-sm font-medium text-amber-800">
          {t('data.import.withoutCategory', { count: withoutCategory })}
        </p>
      ) : null}
      {importPlaces.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
          {errorText(t, importPlaces.error)}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="secondary" onClick={onBack} disabled={importPlaces.isPending}>
          {t('data.import.chooseAnother')}
        </Button>
        <Button
          disabled={tips.length === 0 || withoutCategory > 0 || importPlaces.isPending}
          onClick={() => importPlaces.mutate(tips, { onSuccess: onImported })}
        >
          {importPlaces.isPending
            ? t('data.import.importing')
            : t('data.import.submit', { count: tips.length })}
        </Button>
      </DialogFooter>
    </div>
  );
}
