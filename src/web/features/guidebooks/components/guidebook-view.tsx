import { BookOpen } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Category } from '../../../../shared/categories.js';
import type { GuidebookDetail } from '../../../../shared/contracts/guidebooks.js';
import { groupTipsByPlace } from '../../../../shared/rules/same-place.js';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { isOnMap, ViewMapButton } from '../../maps/components/view-map-button';
import { LazyAddTipsDialog } from '../../tips/components/lazy-add-tips-dialog';
import { countByCategory } from '../../tips/tip-filters';
import { useTipOrder } from '../../tips/use-tip-order';
import { useAddGuidebookTips, useGuidebookOrderStore } from '../tips-api';
import { GUIDEBOOK_CATEGORIES } from '../guidebook-rules';
import { useGuidebookEvents } from '../use-guidebook-events';
import { EditTipDialog } from './edit-tip-dialog';
import { GuidebookHeader } from './guidebook-header';
import { GuidebookTips } from './guidebook-tips';
import { GuidebookToolbar } from './guidebook-toolbar';
import { PAGES } from '../../../../shared/pages/page-table.js';

const PANEL_ID = 'guidebook-tips';
const FIRST_TAB: Category = GUIDEBOOK_CATEGORIES[0] ?? 'eat';

/** The guidebook page once its guidebook has loaded: header, category tabs, the tips and the dialogs. */
export function GuidebookView({ detail }: { detail: GuidebookDetail }) {
  const { guidebook } = detail;
  const [tab, setTab] = useState<Category>(FIRST_TAB);
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  const [addCategory, setAddCategory] = useState<Category>(FIRST_TAB);
  const [addOpen, setAddOpen] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const { all, moveCards } = useTipOrder(
    detail.recommendations,
    useGuidebookOrderStore(guidebook.id),
    'guidebook',
  );
  const addTips = useAddGuidebookTips(guidebook.id);
  useGuidebookEvents(guidebook.id);

  const shown = useMemo(
    () => (favoritesOnly ? all.filter((tip) => tip.is_favorite) : all),
    [all, favoritesOnly],
  );
  const visible = useMemo(() => shown.filter((tip) => tip.category === tab), [shown, tab]);
  // Tips of one place share a card; a place's tips are all of one category, so a tab keeps whole cards.
  const shownCards = useMemo(() => groupTipsByPlace(shown), [shown]);
  const cards = useMemo(() => shownCards.filter((card) => card.tips[0]?.category === tab), [shownCards, tab]);
  // A tip deleted elsewhere while its dialog is open closes the dialog.
  const editing = all.find((tip) => tip.id === editingId) ?? null;

  const openAdd = (category: Category = tab) => {
    setAddCategory(category);
    setAddOpen(true);
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-32 sm:px-6 sm:pt-12">
      <title>{`${guidebook.title} · Tiplist`}</title>
      <GuidebookHeader guidebook={guidebook} onAdd={() => openAdd()} />
      <div className="mt-8">
        {all.length === 0 ? (
          <EmptyPanel icon={<BookOpen aria-hidden="true" />} title="No recommendations yet">
            <p className="mt-2 max-w-md text-slate-600">
              Use Add To This List to write down your favorite places in {guidebook.destination}.
            </p>
          </EmptyPanel>
        ) : (
          <>
            <GuidebookToolbar
              tab={tab}
              onTabChange={setTab}
              counts={countByCategory(shownCards.flatMap((card) => card.tips.slice(0, 1)))}
              tipCounts={countByCategory(shown)}
              favoritesOnly={favoritesOnly}
              onFavoritesOnlyChange={setFavoritesOnly}
              panelId={PANEL_ID}
            />
            <div id={PANEL_ID} role="tabpanel" aria-labelledby={`${PANEL_ID}-tab-${tab}`} className="mt-4">
              <GuidebookTips
                guidebookId={guidebook.id}
                tab={tab}
                favoritesOnly={favoritesOnly}
                tips={visible}
                cards={cards}
                onMove={(from, to) => moveCards(cards, tab, from, to)}
                onEdit={setEditingId}
                onAdd={openAdd}
              />
            </div>
          </>
        )}
      </div>
      {all.some(isOnMap) ? (
        <ViewMapButton to={PAGES.guidebookMap.href({ guidebookId: guidebook.id })} />
      ) : null}
      <LazyAddTipsDialog
        open={addOpen}
        onOpenChange={setAddOpen}
        initialCategory={addCategory}
        onSubmit={addTips.mutateAsync}
      />
      <EditTipDialog guidebookId={guidebook.id} tip={editing} onClose={() => setEditingId(null)} />
    </div>
  );
}
