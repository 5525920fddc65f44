import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { placePoints } from '../../../../shared/rules/map-points.js';
import { NotFoundState } from '../../../components/ui/not-found-state';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { MapPage } from '../../maps/components/map-page';
import { MapLoading } from '../../maps/components/map-states';
import { useAccessEnded, useListAccessEnded } from '../../companions/access-ended';
import { AccessEndedState } from '../../companions/components/access-ended-state';
import { SharedByLine } from '../../companions/components/shared-by-line';
import { accessOf } from '../../companions/list-abilities';
import { useTripDetail } from '../api';
import { PAGES } from '../../../../shared/pages/page-table.js';

/** /trip/:tripId/map: the trip's located tips (its owner's or a companion's), one marker per place; `?tip=` opens one of them. */
export function TripMapPage() {
  const t = useT();
  const { tripId = '' } = useParams();
  const [search] = useSearchParams();
  const endedBefore = useAccessEnded('trip', tripId);
  const detail = useTripDetail(tripId, !endedBefore);
  const ended = useListAccessEnded('trip', tripId, endedBefore, detail);
  const points = useMemo(() => placePoints(detail.data?.recommendations ?? []), [detail.data]);

  const back = { to: PAGES.trip.href({ tripId }), label: t('trips.map.backToTrip') };

  if (ended) return <AccessEndedState kind="trip" />;
  if (detail.isPending) return <MapLoading />;
  if (!detail.data || detail.error instanceof ApiError) {
    return <NotFoundState title={t('trips.notFound.title')} back={back} />;
  }
  return (
    <MapPage
      title={detail.data.trip.destination}
      back={back}
      points={points}
      initialTipId={search.get('tip')}
      note={<SharedByLine access={accessOf(detail.data)} className="mt-1" />}
    />
  );
}
