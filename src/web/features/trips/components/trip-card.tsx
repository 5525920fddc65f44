import { Link } from 'react-router';
import type { TripSummary } from '../../../../shared/contracts/trips.js';
import { cn } from '../../../lib/cn';
import { DeleteTripDialog } from './delete-trip-dialog';
import { tripCardStyle } from './trip-card-style';

export const tipCountLabel = (count: number) => (count === 1 ? '1 tip' : `${count} tips`);

type TripCardProps = {
  trip: TripSummary;
  deleting: boolean;
  onDelete: () => void;
};

/** A trip on the dashboard. The whole card opens the trip; the delete button sits above that link. */
export function TripCard({ trip, deleting, onDelete }: TripCardProps) {
  const { cover, motifs } = tripCardStyle(trip.id);
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-slate-200/80 transition-shadow focus-within:shadow-lift hover:shadow-lift',
        deleting && 'opacity-60',
      )}
    >
      <div aria-hidden="true" className={cn('relative h-20 shrink-0 bg-gradient-to-br', cover)}>
        <svg
          viewBox="0 0 200 80"
          preserveAspectRatio="xMaxYMid slice"
          className="absolute inset-0 size-full text-white transition-transform duration-300 group-hover:scale-105"
        >
          <path d={motifs[0]} fill="currentColor" fillOpacity="0.3" />
          <path d={motifs[1]} fill="currentColor" fillOpacity="0.45" />
        </svg>
      </div>
      <div className="absolute top-3 right-3">
        <DeleteTripDialog destination={trip.destination} busy={deleting} onConfirm={onDelete} />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg leading-snug font-bold tracking-tight break-words text-slate-900">
          <Link
            to={`/trip/${trip.id}`}
            className="rounded-md outline-offset-4 after:absolute after:inset-0 after:rounded-3xl after:content-['']"
          >
            {trip.destination}
          </Link>
        </h2>
        {trip.recommendation_types ? (
          <p className="mt-1 line-clamp-2 text-sm break-words text-slate-600">{trip.recommendation_types}</p>
        ) : null}
        <p className="mt-auto pt-4 text-sm font-semibold text-brand-700">
          {tipCountLabel(trip.recommendation_count)}
        </p>
      </div>
    </article>
  );
}

export function TripCardSkeleton() {
  return (
    <div aria-hidden="true" className="h-full overflow-hidden rounded-3xl bg-white ring-1 ring-slate-200/80">
      <div className="h-20 animate-pulse bg-slate-200/70" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-2/3 animate-pulse rounded-full bg-slate-200/80" />
        <div className="h-3.5 w-5/6 animate-pulse rounded-full bg-slate-100" />
        <div className="mt-6 h-4 w-14 animate-pulse rounded-full bg-slate-100" />
      </div>
    </div>
  );
}
