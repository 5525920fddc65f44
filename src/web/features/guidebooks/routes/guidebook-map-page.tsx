import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { SHARED_FAVORITES_CATEGORIES } from '../../../../shared/categories.js';
import { placePoints } from '../../../../shared/rules/map-points.js';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { MapPage } from '../../maps/components/map-page';
import { MapFailed, MapLoading } from '../../maps/components/map-states';
import { useAccessEnded, useListAccessEnded } from '../../companions/access-ended';
import { AccessEndedState } from '../../companions/components/access-ended-state';
import { SharedByLine } from '../../companions/components/shared-by-line';
import { accessOf } from '../../companions/list-abilities';
import { isGuidebookMissing, useGuidebookDetail } from '../api';
import { GuidebookNotFound } from '../components/guidebook-not-found';
import { PAGES } from '../../../../shared/pages/page-table.js';

/** /guidebook/:guidebookId/map: the guidebook's located tips (its owner's or a companion's); `?tip=` opens one of them. */
export function GuidebookMapPage() {
  const { guidebookId = '' } = useParams();
  const [search] = useSearchParams();
  const endedBefore = useAccessEnded('guidebook', guidebookId);
  const detail = useGuidebookDetail(guidebookId, !endedBefore);
  const ended = useListAccessEnded('guidebook', guidebookId, endedBefore, detail);
  const t = useT();
  const points = useMemo(
    () =>
      placePoints(detail.data?.recommendations ?? [], (count) => t('guidebooks.page.tipCount', { count })),
    [detail.data, t],
  );

  if (ended) return <AccessEndedState kind="guidebook" />;
  if (detail.isPending) return <MapLoading />;
  if (isGuidebookMissing(detail.error)) return <GuidebookNotFound />;
  if (!detail.data) return <MapFailed message={errorText(t, detail.error)} />;
  const back = PAGES.guidebook.href({ guidebookId });
  return (
    <MapPage
      title={detail.data.guidebook.title}
      back={{ to: back, label: t('guidebooks.map.back') }}
      points={points}
      initialTipId={search.get('tip')}
      note={<SharedByLine access={accessOf(detail.data)} className="mt-1" />}
      // In the guidebook page's order: Eat first.
      categories={SHARED_FAVORITES_CATEGORIES}
    />
  );
}
