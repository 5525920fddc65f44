import { Plus, Send } from 'lucide-react';
import { lazy } from 'react';
import type { Trip } from '../../../../shared/contracts/trips.js';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useT } from '../../../lib/i18n';
import { fillPath } from '../../../../shared/contracts/contract.js';
import { tripEndpoints } from '../../../../shared/contracts/endpoints/trips.js';
import { DownloadListButton } from '../../exports/components/download-list-button';
import { ImportButton } from '../../imports/components/import-button';
import { SharingButton } from '../../sharing/components/sharing-button';
import { tripKeys } from '../trip-keys';
import { PAGES } from '../../../../shared/pages/page-table.js';

// The Sharing panel's code comes with the first press: most visits to a trip never open it.
const TripSharingPanel = lazy(async () => ({
  default: (await import('./trip-sharing-panel')).TripSharingPanel,
}));

type TripHeaderProps = {
  trip: Trip;
  /** Hidden while the first-time empty screen offers the same actions. */
  showActions: boolean;
  onAdd: () => void;
  onAskFriends: () => void;
};

export function TripHeader({ trip, showActions, onAdd, onAskFriends }: TripHeaderProps) {
  const t = useT();
  return (
    <PageHeader
      back={PAGES.dashboard.href()}
      title={trip.destination}
      actions={
        <div className="flex flex-col gap-2 sm:flex-row md:shrink-0">
          {showActions ? (
            <>
              <DownloadListButton
                // Below the trip's two main actions on a phone, beside them on a wider screen.
                className="order-last sm:order-first"
                hrefOf={(format) =>
                  `${fillPath(tripEndpoints.exportTrip.path, { id: trip.id })}?format=${format}`
                }
              />
              <Button variant="secondary" onClick={onAskFriends}>
                <Send aria-hidden="true" />
                {t('trips.header.askFriends')}
              </Button>
              <Button onClick={onAdd}>
                <Plus aria-hidden="true" />
                {t('trips.header.add')}
              </Button>
            </>
          ) : null}
          <SharingButton
            description={t('trips.header.sharingDescription')}
            panel={<TripSharingPanel tripId={trip.id} />}
            className="order-last sm:order-first"
          />
          <ImportButton
            target={{ kind: 'trip', id: trip.id, queryKey: tripKeys.detail(trip.id) }}
            className="order-last sm:order-first"
          />
        </div>
      }
    >
      {trip.recommendation_types ? (
        <p dir="auto" className="mt-2 max-w-2xl break-words whitespace-pre-line text-slate-600">
          {trip.recommendation_types}
        </p>
      ) : null}
    </PageHeader>
  );
}
