import { useEffect } from 'react';
import { useParams } from 'react-router';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { showError } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { useAccessEnded, useListAccessEnded } from '../../companions/access-ended';
import { AccessEndedState } from '../../companions/components/access-ended-state';
import { PlaceSearchListContext } from '../../places/place-search-list';
import { useTripDetail } from '../api';
import { TripNotFound } from '../components/trip-not-found';
import { TripView } from '../components/trip-view';

/** A missing trip, someone else's trip and a malformed id all read as "not yours to see". */
const isAccessDenied = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /trip/:tripId: one of the user's trips with its tips, their own or one shared with them. */
export function TripPage() {
  const t = useT();
  const { tripId = '' } = useParams();
  const endedBefore = useAccessEnded('trip', tripId);
  const detail = useTripDetail(tripId, !endedBefore);
  const { error, errorUpdatedAt } = detail;
  const ended = useListAccessEnded('trip', tripId, endedBefore, detail);

  useEffect(() => {
    if (!error || ended) return;
    if (isAccessDenied(error)) showError(t('trips.page.accessDenied'), t('trips.page.accessDeniedText'));
    else showError(t('trips.page.loadFailed'), errorText(t, error));
  }, [error, errorUpdatedAt, ended, t]);

  // A companion removed, or whose trip went, while the page was open: said once, and asked no more.
  if (ended) return <AccessEndedState kind="trip" />;
  if (detail.isPending) return <LoadingScreen className="min-h-0 flex-1 py-24" />;
  // A trip deleted elsewhere while open answers 404 on the next reload: it is gone here too.
  if (!detail.data || isAccessDenied(error)) return <TripNotFound />;
  return (
    <PlaceSearchListContext value={`trip:${tripId}`}>
      <TripView key={tripId} detail={detail.data} />
    </PlaceSearchListContext>
  );
}
