import { useMemo } from 'react';
import { useParams } from 'react-router';
import { SHARED_FAVORITES_CATEGORIES } from '../../../../shared/categories.js';
import { mapPoints } from '../../../../shared/rules/map-points.js';
import { NotFoundState } from '../../../components/ui/not-found-state';
import { useT } from '../../../lib/i18n';
import { useSharedGuidebook } from '../../sharing/use-shared-links';
import { MapPage } from '../components/map-page';
import { MapFailed, MapLoading } from '../components/map-states';
import { PAGES } from '../../../../shared/pages/page-table.js';

/** /shared-guidebook/:token/map: a shared guidebook's located tips, while its link lasts. */
export function SharedGuidebookMapPage() {
  const { token = '' } = useParams();
  const t = useT();
  const { state } = useSharedGuidebook(token);
  const guidebook = state.status === 'ready' ? state.shared : null;
  const points = useMemo(() => mapPoints(guidebook?.recommendations ?? []), [guidebook]);
  const guidebookPath = PAGES.sharedGuidebook.href({ token });

  switch (state.status) {
    case 'loading':
      return <MapLoading />;
    case 'not-found':
      return (
        <NotFoundState
          title={t('maps.shared.notFound')}
          back={{ to: PAGES.landing.href(), label: t('maps.shared.backHome') }}
        />
      );
    case 'error':
      return <MapFailed message={state.message} />;
    case 'ready':
      return (
        <MapPage
          title={state.shared.title}
          back={{ to: guidebookPath, label: t('maps.shared.backToGuidebook') }}
          points={points}
          categories={SHARED_FAVORITES_CATEGORIES}
        />
      );
  }
}
