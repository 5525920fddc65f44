import { ArrowLeft, Plane } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LIMITS } from '../../../../shared/limits.js';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { useCreateTrip } from '../api';
import { CharacterCount, isNearLimit } from '../components/character-count';
import { DestinationCombobox } from '../components/destination-combobox';

/** /create-trip: a destination and, optionally, the kinds of tips the traveller hopes for. */
export function CreateTripPage() {
  const navigate = useNavigate();
  const createTrip = useCreateTrip();
  const typesId = useId();
  const [destination, setDestination] = useState('');
  const [types, setTypes] = useState('');
  const hasDestination = destination.trim() !== '';

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!hasDestination || createTrip.isPending) return;
    createTrip.mutate(
      { destination: destination.trim(), recommendation_types: types.trim() || null },
      { onSuccess: ({ trip }) => void navigate(`/trip/${trip.id}`, { replace: true }) },
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <title>Create a New Trip · Tiplist</title>
      <Link to="/dashboard" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), '-ml-3')}>
        <ArrowLeft aria-hidden="true" />
        Back
      </Link>
      <Card className="mt-4 p-6 sm:p-9">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <Plane aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-5 text-3xl font-extrabold tracking-tight sm:text-4xl">Create a New Trip</h1>
        <p className="mt-2 text-slate-600">
          Tell us where you are going, then ask your friends for their best tips with one link.
        </p>
        <form onSubmit={handleSubmit} className="mt-8 space-y-6">
          <DestinationCombobox label="Where are you going?" value={destination} onChange={setDestination} />
          {hasDestination ? (
            <div className="space-y-1.5">
              <label htmlFor={typesId} className="text-sm font-semibold text-slate-800">
                What kind of recommendations are you looking for?{' '}
                <span className="font-normal text-slate-600">(optional)</span>
              </label>
              <Textarea
                id={typesId}
                rows={3}
                maxLength={LIMITS.recommendationTypesMaxLength}
                aria-describedby={
                  isNearLimit(types.length, LIMITS.recommendationTypesMaxLength)
                    ? `${typesId}-count`
                    : undefined
                }
                placeholder="e.g. Coffee spots, hidden bars, day trips, where locals eat..."
                value={types}
                onChange={(event) => setTypes(event.target.value)}
              />
              <CharacterCount
                id={`${typesId}-count`}
                length={types.length}
                max={LIMITS.recommendationTypesMaxLength}
              />
            </div>
          ) : null}
          <Button
            type="submit"
            size="lg"
            className="w-full sm:w-auto"
            disabled={createTrip.isPending}
            aria-disabled={createTrip.isPending}
          >
            {createTrip.isPending ? 'Creating...' : 'Create Trip'}
          </Button>
        </form>
      </Card>
    </div>
  );
}
