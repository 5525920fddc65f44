import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Popover, PopoverPanel, PopoverTrigger } from '../../../components/ui/popover';
import type { ExportHref } from '../export-files';
import { DOWNLOAD_DESCRIPTION, DOWNLOAD_TITLE, ExportFileLinks } from './export-file-links';

type DownloadListButtonProps = { hrefOf: ExportHref; className?: string };

/** "Download": the list's places for a map app, or all of it as a spreadsheet. */
export function DownloadListButton({ hrefOf, className }: DownloadListButtonProps) {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="secondary" className={className}>
          <Download aria-hidden="true" />
          Download
        </Button>
      </PopoverTrigger>
      <PopoverPanel title={DOWNLOAD_TITLE} description={DOWNLOAD_DESCRIPTION} align="end" className="w-80">
        <ExportFileLinks hrefOf={hrefOf} className="space-y-1" />
      </PopoverPanel>
    </Popover>
  );
}
