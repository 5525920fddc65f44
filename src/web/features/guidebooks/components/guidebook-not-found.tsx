import { NotFoundState } from '../../../components/ui/not-found-state';
import { PAGES } from '../../../../shared/pages/page-table.js';

/** A guidebook that does not exist, is another user's, or whose link is wrong. */
export function GuidebookNotFound() {
  return (
    <NotFoundState
      title="Guidebook not found"
      text="This guidebook may have been deleted, or the link may be wrong."
      back={{ to: PAGES.guidebooks.href(), label: 'Back to My Guidebooks' }}
    />
  );
}
