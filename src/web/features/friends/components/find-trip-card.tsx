import { Search } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { showError } from '../../../components/ui/toast';

type FindTripCardProps = {
  /** The id in the address, so a mistyped one can be corrected in place. */
  initialTripId?: string;
  /** Called with the trimmed id. */
  onFind: (tripId: string) => void;
  /** A line above the form, e.g. why the last lookup failed. */
  notice?: string;
};

/** Shown when the page knows no trip yet: the friend types the id they were given. */
export function FindTripCard({ initialTripId = '', onFind, notice }: FindTripCardProps) {
  const [tripId, setTripId] = useState(initialTripId);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = tripId.trim();
    if (trimmed === '') {
      showError('Trip ID required', 'Please enter a trip ID.');
      return;
    }
    onFind(trimmed);
  }

  return (
    <section className="flex flex-1 justify-center bg-gradient-to-b from-sky-50 to-slate-50 px-4 py-10 sm:py-16">
      <Card className="h-fit w-full max-w-md p-6 sm:p-8">
        <span
          aria-hidden="true"
          className="mb-5 flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100"
        >
          <Search className="size-6" />
        </span>
        <h1 className="text-2xl font-extrabold tracking-tight">Find a Trip to Recommend</h1>
        <p className="mt-2 text-slate-600">
          {notice ?? 'Enter the trip ID your friend shared with you to send them your travel tips.'}
        </p>
        <form onSubmit={handleSubmit} noValidate className="mt-6 space-y-4">
          <FormField
            label="Trip ID"
            name="tripId"
            value={tripId}
            onChange={(event) => setTripId(event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
          />
          <Button type="submit" size="lg" className="w-full">
            Find Trip
          </Button>
        </form>
      </Card>
    </section>
  );
}
