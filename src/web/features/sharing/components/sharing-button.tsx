import { Link2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogPanel } from '../../../components/ui/dialog';
import { PanelLoading } from './panel-states';

// The panel's code comes with the first press: most visits to a trip or a guidebook never open it.
const TripSharingPanel = lazy(async () => ({
  default: (await import('./trip-sharing-panel')).TripSharingPanel,
}));
const GuidebookSharingPanel = lazy(async () => ({
  default: (await import('./guidebook-sharing-panel')).GuidebookSharingPanel,
}));

type SharingButtonProps = {
  target: { kind: 'trip'; id: string } | { kind: 'guidebook'; id: string; destination: string };
  className?: string;
};

/** "Sharing": every link that shows the trip or the guidebook, how often each was opened, and control over them. */
export function SharingButton({ target, className }: SharingButtonProps) {
  const [open, setOpen] = useState(false);
  const isTrip = target.kind === 'trip';
  return (
    <>
      <Button variant="secondary" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Link2 aria-hidden="true" />
        Sharing
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogPanel
          title="Sharing"
          description={
            isTrip
              ? 'Every link that shows this trip, how often it was opened, and whether friends can send tips.'
              : 'Every link that shows this guidebook and how often it was opened.'
          }
        >
          {open ? (
            <Suspense fallback={<PanelLoading />}>
              {target.kind === 'trip' ? (
                <TripSharingPanel tripId={target.id} />
              ) : (
                <GuidebookSharingPanel guidebookId={target.id} destination={target.destination} />
              )}
            </Suspense>
          ) : null}
        </DialogPanel>
      </Dialog>
    </>
  );
}
