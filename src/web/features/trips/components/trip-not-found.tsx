import { NotFoundState } from '../../../components/ui/not-found-state';
import { PAGES } from '../../../../shared/pages/page-table.js';
import { useT } from '../../../lib/i18n';

/** A trip that does not exist, is not the user's, or could not be loaded. */
export function TripNotFound() {
  const t = useT();
  return (
    <NotFoundState
      title={t('trips.notFound.title')}
      text={t('trips.notFound.text')}
      back={{ to: PAGES.dashboard.href(), label: t('trips.notFound.backToDashboard') }}
    />
  );
}
