import type { ReactNode } from 'react';
import { Popover, PopoverPanel, PopoverTrigger } from '../../../components/ui/popover';
import { useT } from '../../../lib/i18n';
import type { ExportHref } from '../export-files';
import { ExportFileLinks } from './export-file-links';

type DownloadMenuProps = { hrefOf: ExportHref; trigger: ReactNode };

/** The files to choose from, open from the press that loaded it; the trigger opens and closes it after. */
export function DownloadMenu({ hrefOf, trigger }: DownloadMenuProps) {
  const t = useT();
  return (
    <Popover defaultOpen>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverPanel
        title={t('public.export.title')}
        description={t('public.export.description')}
        align="end"
        className="w-80"
      >
        <ExportFileLinks hrefOf={hrefOf} className="space-y-1" />
      </PopoverPanel>
    </Popover>
  );
}
