import { FileUp, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import type { ImportPreview } from '../../../../shared/contracts/imports.js';
import { LIMITS } from '../../../../shared/limits.js';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { usePreviewImport, type ImportTarget } from '../api';

const ACCEPTED = '.json,.geojson,.kml,.gpx,.csv';
const MAX_MB = LIMITS.importFileMaxBytes / (1024 * 1024);

type ImportFileStepProps = {
  target: ImportTarget;
  onRead: (fileName: string, preview: ImportPreview) => void;
};

/** The file to import: read on the server as soon as it is chosen; a file it refuses says why here. */
export function ImportFileStep({ target, onRead }: ImportFileStepProps) {
  const t = useT();
  const inputId = useId();
  const preview = usePreviewImport(target);

  const choose = (file: File | undefined) => {
    if (!file) return;
    preview.mutate(file, { onSuccess: (answer) => onRead(file.name, answer) });
  };

  return (
    <div className="space-y-4">
      <label
        htmlFor={inputId}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-slate-300 px-6 py-8 text-center hover:border-brand-700 hover:bg-brand-50/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
      >
        {preview.isPending ? (
          <LoaderCircle className="size-8 animate-spin text-brand-700" aria-hidden="true" />
        ) : (
          <FileUp className="size-8 text-brand-700" aria-hidden="true" />
        )}
        <span className="font-semibold text-slate-900">
          {preview.isPending ? t('data.import.reading') : t('data.import.chooseFile')}
        </span>
        <span className="text-sm text-slate-600">{t('data.import.fileTypes', { max: MAX_MB })}</span>
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED}
          className="sr-only"
          disabled={preview.isPending}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            // The same file may be chosen again after fixing it.
            event.target.value = '';
          }}
        />
      </label>
      {preview.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
          {errorText(t, preview.error)}
        </p>
      ) : null}
      <p className="text-xs text-slate-500">{t('data.import.nothingYet')}</p>
    </div>
  );
}
