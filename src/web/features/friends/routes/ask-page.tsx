import { lazy, Suspense } from 'react';
import { PageLoading } from '../../../components/ui/page-loading';
import { withMessages } from '../../../lib/i18n';
import { publicMessages } from '../../../lib/message-bundles';
import { PlaceSearchListContext } from '../../places/place-search-list';
import type { TripKey } from '../api';
import { AskForm } from '../components/ask-form';
import { followsTipsOf } from '../follow-links-known';
import { usePublicTrip } from '../use-public-trip';

// The usual visit opens a valid link: the other states are fetched only when they are needed, with the
// catalogue their texts are in.
const states = () => withMessages([publicMessages], () => import('../components/lookup-states'));
const FindTripCard = lazy(() => states().then((module) => ({ default: module.FindTripCard })));
const InvalidShareLink = lazy(() => states().then((module) => ({ default: module.InvalidShareLink })));
const LookupError = lazy(() => states().then((module) => ({ default: module.LookupError })));
// Only a browser that followed tips it sent to this trip loads its list.
const YourTips = lazy(() => withMessages([publicMessages], () => import('../components/your-tips')));

type AskPageProps = {
  /** /hello/{tripId} or /rec/{shareToken}; `value` is null when the address has none. */
  by: 'id' | 'token';
  value: string | null;
  /** Open /hello/{tripId} for a trip id the friend typed. */
  onFind: (tripId: string) => void;
  /** The tips were stored. */
  onSent: () => void;
};

function AskPageContent({ by, value, onFind, onSent }: AskPageProps) {
  const key: TripKey | null =
    value === null ? null : by === 'id' ? { by, tripId: value } : { by, token: value };
  const { lookup, retry } = usePublicTrip(key);
  const find = (tripId: string) => (by === 'id' && tripId === value ? retry() : onFind(tripId));

  if (by === 'token' && value === null) return <InvalidShareLink announce />;
  switch (lookup.status) {
    case 'none':
      return <FindTripCard onFind={find} />;
    case 'loading':
      return <PageLoading />;
    case 'invalid-link':
      return <InvalidShareLink />;
    case 'not-found':
      return (
        <FindTripCard
          key={value}
          initialTripId={by === 'id' ? (value ?? '') : ''}
          onFind={find}
          notFoundBy={by}
        />
      );
    case 'error':
      return <LookupError error={lookup.error} onRetry={retry} />;
    case 'ready':
      return (
        <div className="flex-1 bg-gradient-to-b from-sky-50 to-slate-50">
          {/* Place search leans towards this trip's destination: the server knows it by the page's address. */}
          <PlaceSearchListContext
            value={`ask:${lookup.trip.id}${by === 'token' && value !== null ? `:${value}` : ''}`}
          >
            <AskForm
              key={lookup.trip.id}
              trip={lookup.trip}
              shareToken={by === 'token' ? value : null}
              onSent={onSent}
            />
          </PlaceSearchListContext>
          {followsTipsOf(lookup.trip.id) ? (
            <Suspense fallback={null}>
              <div className="mx-auto w-full max-w-2xl px-4 pb-10 sm:px-6">
                <YourTips tripId={lookup.trip.id} />
              </div>
            </Suspense>
          ) : null}
        </div>
      );
  }
}

/** /hello/{tripId} and /rec/{shareToken}: find the trip, then collect the friend's tips. */
export function AskPage(props: AskPageProps) {
  return (
    <Suspense fallback={<PageLoading />}>
      <AskPageContent {...props} />
    </Suspense>
  );
}
