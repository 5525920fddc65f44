import { ArrowLeft, MapPinOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** A trip that does not exist, is not the user's, or could not be loaded. */
export function TripNotFound() {
  return (
    <section className="flex flex-1 items-center justify-center px-6 py-20">
      <div className="flex max-w-md flex-col items-center text-center">
        <span className="flex size-16 items-center justify-center rounded-3xl bg-white shadow-card ring-1 ring-slate-200">
          <MapPinOff aria-hidden="true" className="size-8 text-brand-700" />
        </span>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight">Trip not found</h1>
        <p className="mt-3 text-slate-600">This trip may have been deleted, or the link may be wrong.</p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
      </div>
    </section>
  );
}
