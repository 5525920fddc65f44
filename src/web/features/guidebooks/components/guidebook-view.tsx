import { BookOpen, Lightbulb, Plus } from 'lucide-react';
import { useState } from 'react';
import { CATEGORY_TITLES, type Category } from '../../../../shared/categories.js';
import type { GuidebookDetail } from '../../../../shared/contracts/guidebooks.js';
import { PAGES } from '../../../../shared/pages/page-table.js';
import { tipCountText } from '../../../../shared/rules/same-place.js';
import { Button } from '../../../components/ui/button';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { mapPlaceLink } from '../../maps/components/map-place-link';
import { isOnMap, ViewMapButton } from '../../maps/components/view-map-button';
import { TipListPage } from '../../tips/components/tip-list-page';
import { useTipListPage } from '../../tips/use-tip-list-page';
import { CATEGORY_EMPTY_TEXTS, GUIDEBOOK_CATEGORIES } from '../guidebook-rules';
import { guidebookTipList } from '../guidebook-tip-list';
import { EditTipDialog } from './edit-tip-dialog';
import { GuidebookHeader } from './guidebook-header';

const FIRST_TAB: Category = GUIDEBOOK_CATEGORIES[0] ?? 'eat';

/** The guidebook page once its guidebook has loaded: header, category tabs, the tips and the dialogs. */
export function GuidebookView({ detail }: { detail: GuidebookDetail }) {
  const { guidebook } = detail;
  const page = useTipListPage(guidebookTipList, guidebook.id, detail.recommendations, FIRST_TAB);
  const { all, openAdd } = page;
  const [editingId, setEditingId] = useState<string | null>(null);
  // A tip deleted elsewhere while its dialog is open closes the dialog.
  const editing = all.find((tip) => tip.id === editingId) ?? null;
  const mapPath = PAGES.guidebookMap.href({ guidebookId: guidebook.id });

  return (
    <TipListPage
      page={page}
      title={`${guidebook.title} · Tiplist`}
      header={<GuidebookHeader guidebook={guidebook} onAdd={() => openAdd()} />}
      empty={
        <EmptyPanel icon={<BookOpen aria-hidden="true" />} title="No recommendations yet">
          <p className="mt-2 max-w-md text-slate-600">
            Use Add To This List to write down your favorite places in {guidebook.destination}.
          </p>
        </EmptyPanel>
      }
      panelId="guidebook-tips"
      categories={GUIDEBOOK_CATEGORIES}
      renderCategoryEmpty={(category) => (
        <EmptyPanel icon={<Lightbulb aria-hidden="true" />} title={CATEGORY_EMPTY_TEXTS[category]}>
          <p className="mt-2 max-w-md text-slate-600">Share what you loved here, in your own words.</p>
          <Button variant="secondary" size="sm" className="mt-6" onClick={() => openAdd(category)}>
            <Plus aria-hidden="true" />
            Add {CATEGORY_TITLES[category]} Tips
          </Button>
        </EmptyPanel>
      )}
      placeLink={(tip) => mapPlaceLink(tip, mapPath)}
      onEdit={setEditingId}
      placeSummary={tipCountText}
      footer={all.some(isOnMap) ? <ViewMapButton to={mapPath} /> : null}
    >
      <EditTipDialog guidebookId={guidebook.id} tip={editing} onClose={() => setEditingId(null)} />
    </TipListPage>
  );
}
