import { Plus, Send } from 'lucide-react';
import { lazy } from 'react';
import type { ReaderAccess } from '../../../../shared/contracts/companions.js';
import type { Trip } from '../../../../shared/contracts/trips.js';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useT } from '../../../lib/i18n';
import { fillPath } from '../../../../shared/contracts/contract.js';
import { tripEndpoints } from '../../../../shared/contracts/endpoints/trips.js';
import { CompanionBar } from '../../companions/components/companion-bar';
import { InviteCompanionsButton } from '../../companions/components/invite-companions-button';
import { abilitiesOf } from '../../companions/list-abilities';
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
  /** The reader's role: each action shows only to a role that may use it. */
  access: ReaderAccess;
  /** Hidden while the first-time empty screen offers the same actions. */
  showActions: boolean;
  onAdd: () => void;
  onAskFriends: () => void;
};

export function TripHeader({ trip, access, showActions, onAdd, onAskFriends }: TripHeaderProps) {
  const t = useT();
  const can = abilitiesOf(access.role);
  // Below the trip's two main actions on a phone, beside them on a wider screen.
  const secondary = 'order-last sm:order-first';
  return (
    <>
      <PageHeader
        back={PAGES.dashboard.href()}
        title={trip.destination}
        actions={
          <div className="flex flex-col gap-2 sm:flex-row md:shrink-0">
            {showActions ? (
              <>
                <DownloadListButton
                  className={secondary}
                  hrefOf={(format) =>
                    `${fillPath(tripEndpoints.exportTrip.path, { id: trip.id })}?format=${format}`
                  }
                />
                {can.edit ? (
                  <>
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
              </>
            ) : null}
            {can.share ? (
              <SharingButton
                description={t('trips.header.sharingDescription')}
                panel={<TripSharingPanel tripId={trip.id} own={can.own} ownerName={access.shared_by ?? ''} />}
                className={secondary}
              />
            ) : null}
            {can.edit ? (
              <ImportButton
                target={{ kind: 'trip', id: trip.id, queryKey: tripKeys.detail(trip.id) }}
                className={secondary}
              />
            ) : null}
          </div>
        }
      >
        {trip.recommendation_types ? (
          <p dir="auto" className="mt-2 max-w-2xl break-words whitespace-pre-line text-slate-600">
            {trip.recommendation_types}
          </p>
        ) : null}
        {can.own ? <InviteCompanionsButton kind="trip" listId={trip.id} className="mt-4" /> : null}
      </PageHeader>
      <CompanionBar kind="trip" listId={trip.id} listName={trip.destination} access={access} />
    </>
  );
}
