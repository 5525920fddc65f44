import { Link2 } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogPanel } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n';
import { PanelLoading } from './panel-states';

type SharingButtonProps = {
  /** What the panel lists, said under its title. */
  description: string;
  /**
   * The panel's content, from the trip or the guidebook that owns the links: mounted only once the
   * dialog opens, so a lazily loaded panel's code comes with the first press (most visits never open it).
   */
  panel: ReactNode;
  className?: string;
};

/** "Sharing": every link that shows the trip or the guidebook, how often each was opened, and control over them. */
export function SharingButton({ description, panel, className }: SharingButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Link2 aria-hidden="true" />
        {t('public.links.sharing')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogPanel title={t('public.links.sharing')} description={description}>
          {open ? <Suspense fallback={<PanelLoading />}>{panel}</Suspense> : null}
        </DialogPanel>
      </Dialog>
    </>
  );
}
