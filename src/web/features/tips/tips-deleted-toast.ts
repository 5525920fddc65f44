import { showSuccess } from '../../components/ui/toast';
import type { Translate } from '../../lib/i18n';

/** What deleting says: one tip from its own card, or several ticked on a merged card. */
export function showTipsDeleted(t: Translate, count: number): void {
  showSuccess(t('tips.deleted.title', { count }), t('tips.deleted.description', { count }));
}
