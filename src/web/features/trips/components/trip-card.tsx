import type { TripSummary } from '../../../../shared/contracts/trips.js';
import { CoverCard } from '../../../components/ui/cover-card';
import { PAGES } from '../../../../shared/pages/page-table.js';

export const tipCountLabel = (count: number) => (count === 1 ? '1 tip' : `${count} tips`);

type TripCardProps = {
  trip: TripSummary;
  deleting: boolean;
  onDelete: () => void;
};

/** A trip on the dashboard: its destination, what the traveller asked for, and how many tips came. */
export function TripCard({ trip, deleting, onDelete }: TripCardProps) {
  return (
    <CoverCard
      id={trip.id}
      to={PAGES.trip.href({ tripId: trip.id })}
      title={trip.destination}
      count={tipCountLabel(trip.recommendation_count)}
      deleting={deleting}
      deletion={{
        label: `Delete trip to ${trip.destination}`,
        title: `Delete trip to ${trip.destination}?`,
        question: 'Are you sure you want to delete this trip? This will also delete all recommendations.',
        onConfirm: onDelete,
      }}
    >
      {trip.recommendation_types ? (
        <p className="mt-1 line-clamp-2 text-sm break-words text-slate-600">{trip.recommendation_types}</p>
      ) : null}
    </CoverCard>
  );
}
