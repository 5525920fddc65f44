import { ArrowLeft, Plus, Send } from 'lucide-react';
import { Link } from 'react-router';
import type { Trip } from '../../../../shared/contracts/trips.js';
import { Button, buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

type TripHeaderProps = {
  trip: Trip;
  /** Hidden while the first-time empty screen offers the same actions. */
  showActions: boolean;
  onAdd: () => void;
  onAskFriends: () => void;
};

export function TripHeader({ trip, showActions, onAdd, onAskFriends }: TripHeaderProps) {
  return (
    <header>
      <Link to="/dashboard" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), '-ml-3')}>
        <ArrowLeft aria-hidden="true" />
        Back
      </Link>
      <div className="mt-4 flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">
            {trip.destination}
          </h1>
          {trip.recommendation_types ? (
            <p className="mt-2 max-w-2xl break-words whitespace-pre-line text-slate-600">
              {trip.recommendation_types}
            </p>
          ) : null}
        </div>
        {showActions ? (
          <div className="flex flex-col gap-2 sm:flex-row md:shrink-0">
            <Button variant="secondary" onClick={onAskFriends}>
              <Send aria-hidden="true" />
              Ask Friends For Tips
            </Button>
            <Button onClick={onAdd}>
              <Plus aria-hidden="true" />
              Add To This List
            </Button>
          </div>
        ) : null}
      </div>
    </header>
  );
}
