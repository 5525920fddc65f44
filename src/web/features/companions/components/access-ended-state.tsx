import { NotFoundState } from '../../../components/ui/not-found-state';
import { useT } from '../../../lib/i18n';
import { LIST_KINDS, type ListKind } from '../list-kinds';

/** The page of a list whose companion lost it while it was open: said once, with the way back. */
export function AccessEndedState({ kind }: { kind: ListKind }) {
  const t = useT();
  return (
    <NotFoundState
      title={kind === 'trip' ? t('companions.ended.trip') : t('companions.ended.guidebook')}
      text={t('companions.ended.text')}
      back={{
        to: LIST_KINDS[kind].home(),
        label: kind === 'trip' ? t('trips.notFound.backToDashboard') : t('guidebooks.notFound.back'),
      }}
    />
  );
}
