import { useState } from 'react';
import type { ImportPreview } from '../../../../shared/contracts/imports.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { rich, useT } from '../../../lib/i18n';
import type { ImportTarget } from '../api';
import { ImportFileStep } from './import-file-step';
import { ImportPreviewStep } from './import-preview-step';

type ImportDialogProps = { target: ImportTarget; open: boolean; onOpenChange: (open: boolean) => void };

/** Choose a file, look at what it holds, then add the chosen places in one go. */
export function ImportDialog({ target, open, onOpenChange }: ImportDialogProps) {
  const t = useT();
  const [read, setRead] = useState<{ fileName: string; preview: ImportPreview } | null>(null);
  const close = () => {
    onOpenChange(false);
    setRead(null);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="md:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('data.import.title')}</DialogTitle>
          <DialogDescription>
            {read
              ? rich(t, 'data.import.read', {
                  count: read.preview.places.length,
                  fileName: <bdi>{read.fileName}</bdi>,
                })
              : t('data.import.intro')}
          </DialogDescription>
        </DialogHeader>
        {read ? (
          <ImportPreviewStep
            target={target}
            preview={read.preview}
            onBack={() => setRead(null)}
            onImported={close}
          />
        ) : (
          <ImportFileStep target={target} onRead={(fileName, preview) => setRead({ fileName, preview })} />
        )}
      </DialogContent>
    </Dialog>
  );
}
