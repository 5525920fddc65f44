import { Upload } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import type { ImportTarget } from '../api';

// The import dialog and its preview are fetched on the first press, never with the page.
const ImportDialog = lazy(async () => ({ default: (await import('./import-dialog')).ImportDialog }));

type ImportButtonProps = { target: ImportTarget; className?: string };

/** "Import": places saved elsewhere (Google Maps, My Maps, a GPX or CSV) into this list. */
export function ImportButton({ target, className }: ImportButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className={className}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <Upload aria-hidden="true" />
        {t('data.import.button')}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <ImportDialog target={target} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
