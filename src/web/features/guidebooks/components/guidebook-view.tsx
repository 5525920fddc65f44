import { BookOpen, Lightbulb, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Category } from '../../../../shared/categories.js';
import type { GuidebookDetail } from '../../../../shared/contracts/guidebooks.js';
import { PAGES } from '../../../../shared/pages/page-table.js';
import { Button } from '../../../components/ui/button';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { rich, useT } from '../../../lib/i18n';
import { markAccessEnded } from '../../companions/access-ended';
import { abilitiesOf, accessOf } from '../../companions/list-abilities';
import { mapPlaceLink } from '../../maps/components/map-place-link';
import { isOnMap, ViewMapButton } from '../../maps/components/view-map-button';
import { TipListPage } from '../../tips/components/tip-list-page';
import { useTipListPage } from '../../tips/use-tip-list-page';
import { ADD_CATEGORY_TIPS_KEYS, CATEGORY_EMPTY_KEYS, GUIDEBOOK_CATEGORIES } from '../guidebook-rules';
import { useGuidebookTipList } from '../guidebook-tip-list';
import { EditTipDialog } from './edit-tip-dialog';
import { GuidebookHeader } from './guidebook-header';

const FIRST_TAB: Category = GUIDEBOOK_CATEGORIES[0] ?? 'eat';

/**
 * The guidebook page once its guidebook has loaded: header, category tabs, the tips and the dialogs, each
 * control shown only to a reader whose role allows it (decision 069).
 */
export function GuidebookView({ detail }: { detail: GuidebookDetail }) {
  const t = useT();
  const { guidebook } = detail;
  const access = accessOf(detail);
  const can = abilitiesOf(access.role);
  const tipList = useGuidebookTipList();
  const page = useTipListPage(tipList, guidebook.id, detail.recommendations, FIRST_TAB, () =>
    markAccessEnded('guidebook', guidebook.id),
  );
  const { all, openAdd } = page;
  const [editingId, setEditingId] = useState<string | null>(null);
  // A tip deleted elsewhere while its dialog is open closes the dialog.
  const editing = all.find((tip) => tip.id === editingId) ?? null;
  const mapPath = PAGES.guidebookMap.href({ guidebookId: guidebook.id });

  return (
    <TipListPage
      page={page}
      title={t('guidebooks.page.documentTitle', { title: guidebook.title })}
      header={<GuidebookHeader guidebook={guidebook} access={access} onAdd={() => openAdd()} />}
      empty={
        <EmptyPanel icon={<BookOpen aria-hidden="true" />} title={t('guidebooks.page.emptyTitle')}>
          <p className="mt-2 max-w-md text-slate-600">
            {can.edit
              ? rich(t, 'guidebooks.page.emptyText', { destination: <bdi>{guidebook.destination}</bdi> })
              : t('companions.viewer.emptyText')}
          </p>
        </EmptyPanel>
      }
      panelId="guidebook-tips"
      categories={GUIDEBOOK_CATEGORIES}
      renderCategoryEmpty={(category) => (
        <EmptyPanel icon={<Lightbulb aria-hidden="true" />} title={t(CATEGORY_EMPTY_KEYS[category])}>
          {can.edit ? (
            <>
              <p className="mt-2 max-w-md text-slate-600">{t('guidebooks.page.categoryEmptyText')}</p>
              <Button variant="secondary" size="sm" className="mt-6" onClick={() => openAdd(category)}>
                <Plus aria-hidden="true" />
                {t(ADD_CATEGORY_TIPS_KEYS[category])}
              </Button>
            </>
          ) : (
            <p className="mt-2 max-w-md text-slate-600">{t('companions.viewer.categoryEmptyText')}</p>
          )}
        </EmptyPanel>
      )}
      placeLink={(tip) => mapPlaceLink(tip, mapPath)}
      onEdit={can.edit ? setEditingId : undefined}
      editable={can.edit}
      placeSummary={(count) => t('guidebooks.page.tipCount', { count })}
      footer={all.some(isOnMap) ? <ViewMapButton to={mapPath} /> : null}
    >
      {can.edit ? (
        <EditTipDialog guidebookId={guidebook.id} tip={editing} onClose={() => setEditingId(null)} />
      ) : null}
    </TipListPage>
  );
}
