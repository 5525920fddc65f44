import { useMemo } from 'react';
import { useParams } from 'react-router';
import { SHARED_FAVORITES_CATEGORIES } from '../../../../shared/categories.js';
import { mapPoints } from '../../../../shared/rules/map-points.js';
import { NotFoundState } from '../../../components/ui/not-found-state';
import { useT } from '../../../lib/i18n';
import { fetchTripSharedFavorites } from '../../sharing/api';
import { useSharedFavorites } from '../../sharing/use-shared-favorites';
import { MapPage } from '../components/map-page';
import { MapFailed, MapLoading } from '../components/map-states';
import { PAGES } from '../../../../shared/pages/page-table.js';

/**
 * /shared-favorites/:token/map, and /hello/:tripId/map (the trip's public map): the favourites a traveller
 * shared, on a map, while the link is valid.
 */
export function SharedFavoritesMapPage() {
  const { token, tripId } = useParams();
  const t = useT();
  const { state } = useSharedFavorites(tripId ?? token ?? '', tripId ? fetchTripSharedFavorites : undefined);
  const points = useMemo(
    () =>
      state.status === 'ready'
        ? mapPoints(state.shared.recommendations.filter((tip) => tip.is_favorite))
        : [],
    [state],
  );

  if (state.status === 'loading') return <MapLoading />;
  if (state.status === 'not-found') {
    return (
      <NotFoundState
        title={t('maps.shared.notFound')}
        back={{ to: PAGES.landing.href(), label: t('maps.shared.backHome') }}
      />
    );
  }
  if (state.status === 'error') return <MapFailed message={state.message} />;
  return (
    <MapPage
      title={state.shared.destination}
      back={
        tripId
          ? { to: PAGES.askById.href({ tripId }), label: t('maps.shared.backToTrip') }
          : { to: PAGES.sharedFavorites.href({ token: token ?? '' }), label: t('maps.shared.backToList') }
      }
      points={points}
      categories={SHARED_FAVORITES_CATEGORIES}
    />
  );
}
