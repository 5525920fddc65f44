import type { TripSummary } from '../../../../shared/contracts/trips.js';
import { CoverCard } from '../../../components/ui/cover-card';
import { PAGES } from '../../../../shared/pages/page-table.js';
import { useT } from '../../../lib/i18n';
import { SharedByLine } from '../../companions/components/shared-by-line';
import { summaryAccessOf } from '../../companions/list-abilities';

type TripCardProps = {
  trip: TripSummary;
  deleting: boolean;
  onDelete: () => void;
};

/**
 * A trip on the dashboard: its destination, what the traveller asked for, and how many tips came. A trip
 * shared with the user says whose it is and their role, and only its owner may delete it.
 */
export function TripCard({ trip, deleting, onDelete }: TripCardProps) {
  const t = useT();
  const access = summaryAccessOf(trip);
  const { destination } = trip;
  return (
    <CoverCard
      id={trip.id}
      to={PAGES.trip.href({ tripId: trip.id })}
      title={trip.destination}
      count={t('trips.card.tipCount', { count: trip.recommendation_count })}
      deleting={deleting}
      deletion={
        access.role === 'owner'
          ? {
              label: t('trips.card.deleteLabel', { destination }),
              title: t('trips.card.deleteTitle', { destination }),
              question: t('trips.card.deleteQuestion'),
              onConfirm: onDelete,
            }
          : undefined
      }
    >
      <SharedByLine access={access} className="mt-1" />
      {trip.recommendation_types ? (
        <p dir="auto" className="mt-1 line-clamp-2 text-sm break-words text-slate-600">
          {trip.recommendation_types}
        </p>
      ) : null}
    </CoverCard>
  );
}
