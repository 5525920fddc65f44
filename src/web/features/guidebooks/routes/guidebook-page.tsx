import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { StatusCard } from '../../../components/ui/status-card';
import { showError } from '../../../components/ui/toast';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { useAccessEnded, useListAccessEnded } from '../../companions/access-ended';
import { AccessEndedState } from '../../companions/components/access-ended-state';
import { PlaceSearchListContext } from '../../places/place-search-list';
import { isGuidebookMissing, useGuidebookDetail } from '../api';
import { GuidebookNotFound } from '../components/guidebook-not-found';
import { GuidebookView } from '../components/guidebook-view';

/** /guidebook/:guidebookId: one of the user's guidebooks with its tips, their own or one shared with them. */
export function GuidebookPage() {
  const { guidebookId = '' } = useParams();
  const endedBefore = useAccessEnded('guidebook', guidebookId);
  const detail = useGuidebookDetail(guidebookId, !endedBefore);
  const { error, errorUpdatedAt } = detail;
  const ended = useListAccessEnded('guidebook', guidebookId, endedBefore, detail);
  const t = useT();

  useEffect(() => {
    if (error && !ended && !isGuidebookMissing(error))
      showError(t('guidebooks.toast.loadFailed'), errorText(t, error));
  }, [error, errorUpdatedAt, ended, t]);

  // A companion removed, or whose guidebook went, while the page was open: said once, and asked no more.
  if (ended) return <AccessEndedState kind="guidebook" />;
  if (detail.isPending) return <LoadingScreen className="min-h-0 flex-1 py-24" />;
  // A guidebook deleted elsewhere while open answers 404 on the next reload: it is gone here too.
  if (isGuidebookMissing(error)) return <GuidebookNotFound />;
  if (!detail.data) {
    return (
      <StatusCard
        tone="error"
        icon={<RefreshCw aria-hidden="true" />}
        title={t('guidebooks.page.loadFailed')}
        text={errorText(t, error)}
        action={<Button onClick={() => void detail.refetch()}>{t('guidebooks.page.tryAgain')}</Button>}
      />
    );
  }
  return (
    <PlaceSearchListContext value={`guidebook:${guidebookId}`}>
      <GuidebookView key={guidebookId} detail={detail.data} />
    </PlaceSearchListContext>
  );
}
