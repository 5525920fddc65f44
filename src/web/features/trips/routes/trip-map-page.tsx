import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { placePoints } from '../../../../shared/rules/map-points.js';
import { NotFoundState } from '../../../components/ui/not-found-state';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { MapPage } from '../../maps/components/map-page';
import { MapLoading } from '../../maps/components/map-states';
import { useTripDetail } from '../api';
import { PAGES } from '../../../../shared/pages/page-table.js';

/** /trip/:tripId/map: the owner's located tips, one marker per place; `?tip=` opens one of them. */
export function TripMapPage() {
  const t = useT();
  const { tripId = '' } = useParams();
  const [search] = useSearchParams();
  const detail = useTripDetail(tripId);
  const points = useMemo(() => placePoints(detail.data?.recommendations ?? []), [detail.data]);

  const back = { to: PAGES.trip.href({ tripId }), label: t('trips.map.backToTrip') };

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
    />
  );
}
