import { Pause } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useSetTipCollection } from '../trip-sharing-api';

/** On the owner's trip page while tip collection is paused: said plainly, with the way to resume. */
export function PausedCollectionNotice({ tripId }: { tripId: string }) {
  const t = useT();
  const resume = useSetTipCollection(tripId);
  return (
    <div
      role="status"
      className="mt-6 flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 sm:flex-row sm:items-center"
    >
      <p className="flex flex-1 items-start gap-3">
        <Pause aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('trips.paused.notice')}
      </p>
      <Button variant="secondary" size="sm" disabled={resume.isPending} onClick={() => resume.mutate(false)}>
        {resume.isPending ? t('trips.paused.resuming') : t('trips.paused.resume')}
      </Button>
    </div>
  );
}
