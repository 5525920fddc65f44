import { NotFoundState } from '../../../components/ui/not-found-state';
import { useT } from '../../../lib/i18n';
import { PAGES } from '../../../../shared/pages/page-table.js';

/** A guidebook that does not exist, is another user's, or whose link is wrong. */
export function GuidebookNotFound() {
  const t = useT();
  return (
    <NotFoundState
      title={t('guidebooks.notFound.title')}
      text={t('guidebooks.notFound.text')}
      back={{ to: PAGES.guidebooks.href(), label: t('guidebooks.notFound.back') }}
    />
  );
}
