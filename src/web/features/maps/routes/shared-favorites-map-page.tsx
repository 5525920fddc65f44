import { useMemo } from 'react';
import { useParams } from 'react-router';
import { SHARED_FAVORITES_CATEGORIES } from '../../../../shared/categories.js';
import { mapPoints } from '../../../../shared/rules/map-points.js';
import { NotFoundState } from '../../../components/ui/not-found-state';
import { useSharedFavorites } from '../../sharing/use-shared-favorites';
import { MapPage } from '../components/map-page';
import { MapFailed, MapLoading } from '../components/map-states';

/** /shared-favorites/:token/map: the favourites a traveller shared, on a map, while the link is valid. */
export function SharedFavoritesMapPage() {
  const { token = '' } = useParams();
  const { state } = useSharedFavorites(token);
  const points = useMemo(
    () =>
      state.status === 'ready'
        ? mapPoints(state.shared.recommendations.filter((tip) => tip.is_favorite))
        : [],
    [state],
  );

  if (state.status === 'loading') return <MapLoading />;
  if (state.status === 'not-found') {
    return <NotFoundState title="Shared list not found" back={{ to: '/', label: 'Back to Home' }} />;
  }
  if (state.status === 'error') return <MapFailed message={state.message} />;
  return (
    <MapPage
      title={state.shared.destination}
      back={{ to: `/shared-favorites/${encodeURIComponent(token)}`, label: 'Back to the list' }}
      points={points}
      categories={SHARED_FAVORITES_CATEGORIES}
    />
  );
}
