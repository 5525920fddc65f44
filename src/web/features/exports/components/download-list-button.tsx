import { Download } from 'lucide-react';
import { lazy, Suspense, useState, type MouseEventHandler } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import type { ExportHref } from '../export-files';

// The menu and the floating-panel code behind it come with the first press, not with the page.
const DownloadMenu = lazy(async () => ({ default: (await import('./download-menu')).DownloadMenu }));

type DownloadListButtonProps = { hrefOf: ExportHref; className?: string };

/** "Download": the list's places for a map app, or all of it as a spreadsheet. */
export function DownloadListButton({ hrefOf, className }: DownloadListButtonProps) {
  const t = useT();
  const [wanted, setWanted] = useState(false);
  const button = (onClick?: MouseEventHandler<HTMLButtonElement>) => (
    <Button variant="secondary" className={className} aria-haspopup="dialog" onClick={onClick}>
      <Download aria-hidden="true" />
      {t('data.export.button')}
    </Button>
  );
  if (!wanted) return button(() => setWanted(true));
  return (
    <Suspense fallback={button()}>
      <DownloadMenu hrefOf={hrefOf} trigger={button()} />
    </Suspense>
  );
}
