import { Plane } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS } from '../../../../shared/limits.js';
import { LimitedTextField } from '../../../components/ui/limited-text-field';
import { FormPage } from '../../../components/ui/page-header';
import { rich, useT } from '../../../lib/i18n';
import { DestinationCombobox } from '../../places/components/destination-combobox';
import { useCreateTrip } from '../api';
import { PAGES } from '../../../../shared/pages/page-table.js';

/** /create-trip: a destination and, optionally, the kinds of tips the traveller hopes for. */
export function CreateTripPage() {
  const t = useT();
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
      title={t('trips.create.title')}
      intro={t('trips.create.intro')}
      onSubmit={handleSubmit}
      submitLabel={createTrip.isPending ? t('trips.create.submitting') : t('trips.create.submit')}
      submitDisabled={createTrip.isPending}
    >
      <DestinationCombobox
        label={t('trips.create.destinationLabel')}
        value={destination}
        onChange={setDestination}
      />
      {hasDestination ? (
        <LimitedTextField
          label={rich(t, 'trips.create.typesLabel', {
            optional: (text) => <span className="font-normal text-slate-600">{text}</span>,
          })}
          rows={3}
          max={LIMITS.tipTypesMaxLength}
          placeholder={t('trips.typesPlaceholder')}
          value={types}
          onChange={setTypes}
        />
      ) : null}
    </FormPage>
  );
}
