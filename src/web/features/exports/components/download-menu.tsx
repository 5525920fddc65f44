import type { ReactNode } from 'react';
import { Popover, PopoverPanel, PopoverTrigger } from '../../../components/ui/popover';
import type { ExportHref } from '../export-files';
import { DOWNLOAD_DESCRIPTION, DOWNLOAD_TITLE, ExportFileLinks } from './export-file-links';

type DownloadMenuProps = { hrefOf: ExportHref; trigger: ReactNode };

/** The files to choose from, open from the press that loaded it; the trigger opens and closes it after. */
export function DownloadMenu({ hrefOf, trigger }: DownloadMenuProps) {
  return (
    <Popover defaultOpen>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverPanel title={DOWNLOAD_TITLE} description={DOWNLOAD_DESCRIPTION} align="end" className="w-80">
        <ExportFileLinks hrefOf={hrefOf} className="space-y-1" />
      </PopoverPanel>
    </Popover>
  );
}
