import { NotFoundState } from '../../../components/ui/not-found-state';
import { PAGES } from '../../../../shared/pages/page-table.js';

/** A trip that does not exist, is not the user's, or could not be loaded. */
export function TripNotFound() {
  return (
    <NotFoundState
      title="Trip not found"
      text="This trip may have been deleted, or the link may be wrong."
      back={{ to: PAGES.dashboard.href(), label: 'Back to Dashboard' }}
    />
  );
}
