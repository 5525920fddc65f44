import { showSuccess } from '../../components/ui/toast';

/** What deleting says: one tip from its own card, or several ticked on a merged card. */
export function showTipsDeleted(count: number): void {
  if (count > 1) showSuccess('Recommendations deleted', 'The recommendations have been removed.');
  else showSuccess('Recommendation deleted', 'The recommendation has been removed.');
}
