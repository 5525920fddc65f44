import { useState } from 'react';
import type { ImportPreview } from '../../../../shared/contracts/imports.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import type { ImportTarget } from '../api';
import { placesCount } from '../import-choices';
import { ImportFileStep } from './import-file-step';
import { ImportPreviewStep } from './import-preview-step';

type ImportDialogProps = { target: ImportTarget; open: boolean; onOpenChange: (open: boolean) => void };

/** Choose a file, look at what it holds, then add the chosen places in one go. */
export function ImportDialog({ target, open, onOpenChange }: ImportDialogProps) {
  const [read, setRead] = useState<{ fileName: string; preview: ImportPreview } | null>(null);
  const close = () => {
    onOpenChange(false);
    setRead(null);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="md:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Import places</DialogTitle>
          <DialogDescription>
            {read
              ? `${placesCount(read.preview.places.length)} in ${read.fileName}. Choose what to add and where it belongs.`
              : 'From Google Maps (Takeout’s saved places or a saved list’s CSV), Google My Maps (KML), Organic Maps or OsmAnd (GPX), or a CSV with names and coordinates.'}
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
