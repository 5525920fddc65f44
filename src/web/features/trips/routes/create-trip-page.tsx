import { Plane } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS } from '../../../../shared/limits.js';
import { LimitedTextField } from '../../../components/ui/limited-text-field';
import { FormPage } from '../../../components/ui/page-header';
import { DestinationCombobox } from '../../places/components/destination-combobox';
import { useCreateTrip } from '../api';
import { PAGES } from '../../../../shared/pages/page-table.js';

/** /create-trip: a destination and, optionally, the kinds of tips the traveller hopes for. */
export function CreateTripPage() {
  const navigate = useNavigate();
  const createTrip = useCreateTrip();
  const [destination, setDestination] = useState('');
  const [types, setTypes] = useState('');
  const hasDestination = destination.trim() !== '';

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!hasDestination || createTrip.isPending) return;
    createTrip.mutate(
      { destination: destination.trim(), recommendation_types: types.trim() || null },
      { onSuccess: ({ trip }) => void navigate(PAGES.trip.href({ tripId: trip.id }), { replace: true }) },
    );
  }

  return (
    <FormPage
      back={PAGES.dashboard.href()}
      icon={<Plane aria-hidden="true" />}
      title="Create a New Trip"
      intro="Tell us where you are going, then ask your friends for their best tips with one link."
      onSubmit={handleSubmit}
      submitLabel={createTrip.isPending ? 'Creating...' : 'Create Trip'}
      submitDisabled={createTrip.isPending}
    >
      <DestinationCombobox label="Where are you going?" value={destination} onChange={setDestination} />
      {hasDestination ? (
        <LimitedTextField
          label={
            <>
              What kind of recommendations are you looking for?{' '}
              <span className="font-normal text-slate-600">(optional)</span>
            </>
          }
          rows={3}
          max={LIMITS.tipTypesMaxLength}
          placeholder="e.g. Coffee spots, hidden bars, day trips, where locals eat..."
          value={types}
          onChange={setTypes}
        />
      ) : null}
    </FormPage>
  );
}
