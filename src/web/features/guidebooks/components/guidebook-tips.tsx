import { Lightbulb, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { CATEGORY_TITLES, type Category } from '../../../../shared/categories.js';
import type { GuidebookTip } from '../../../../shared/contracts/guidebook-tips.js';
import { tipCountText, type PlaceGroup } from '../../../../shared/rules/same-place.js';
import { Button } from '../../../components/ui/button';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { mapPlaceLink } from '../../maps/components/map-place-link';
import { FavoritesEmpty } from '../../tips/components/favorites-empty';
import { TipList } from '../../tips/components/tip-list';
import { asCardTip, CATEGORY_EMPTY_TEXTS } from '../guidebook-rules';
import { useDeleteGuidebookTips, useFavoriteGuidebookTips } from '../place-tips-api';
import { useBusyGuidebookTipIds, useChangeGuidebookTip, useDeleteGuidebookTip } from '../tips-api';
import { PAGES } from '../../../../shared/pages/page-table.js';

type GuidebookTipsProps = {
  guidebookId: string;
  tab: Category;
  favoritesOnly: boolean;
  /** The tab's tips in display order, favourites filter applied. */
  tips: GuidebookTip[];
  /** The same tips as cards: the tips of one place share one. */
  cards: readonly PlaceGroup<GuidebookTip>[];
  onMove: (from: number, to: number) => void;
  onEdit: (tipId: string) => void;
  onAdd: (category: Category) => void;
};

/**
 * The tips of the selected category, reorderable, with favourite, edit and delete on each card; the tips
 * of one place share a card, whose heart marks all of them (delete asks which, each keeps its edit).
 */
export function GuidebookTips({
  guidebookId,
  tab,
  favoritesOnly,
  tips,
  cards,
  onMove,
  onEdit,
  onAdd,
}: GuidebookTipsProps) {
  const change = useChangeGuidebookTip(guidebookId);
  const deleteTip = useDeleteGuidebookTip(guidebookId);
  const favoriteMany = useFavoriteGuidebookTips(guidebookId);
  const deleteMany = useDeleteGuidebookTips(guidebookId);
  const busy = useBusyGuidebookTipIds(guidebookId);
  const cardTips = useMemo(() => tips.map(asCardTip), [tips]);
  const placeCards = useMemo(
    () => cards.map((card) => ({ key: card.key, tips: card.tips.map(asCardTip) })),
    [cards],
  );
  const mapPath = PAGES.guidebookMap.href({ guidebookId });

  return (
    <TipList
      tips={cardTips}
      cards={placeCards}
      reorderable
      onMove={onMove}
      label={`${CATEGORY_TITLES[tab]} recommendations`}
      renderEmpty={() =>
        favoritesOnly ? (
          <FavoritesEmpty />
        ) : (
          <EmptyPanel icon={<Lightbulb aria-hidden="true" />} title={CATEGORY_EMPTY_TEXTS[tab]}>
            <p className="mt-2 max-w-md text-slate-600">Share what you loved here, in your own words.</p>
            <Button variant="secondary" size="sm" className="mt-6" onClick={() => onAdd(tab)}>
              <Plus aria-hidden="true" />
              Add {CATEGORY_TITLES[tab]} Tips
            </Button>
          </EmptyPanel>
        )
      }
      cardProps={(tip) => ({
        busy: busy.has(tip.id),
        onToggleFavorite: () => change.mutate({ tipId: tip.id, change: { is_favorite: !tip.is_favorite } }),
        onEdit: () => onEdit(tip.id),
        onDelete: () => deleteTip.mutate(tip.id),
        renderPlaceLink: mapPlaceLink(tip, mapPath),
      })}
      placeCardProps={(placeTips) => {
        const tipIds = placeTips.map((tip) => tip.id);
        return {
          summary: tipCountText(placeTips.length),
          busy: tipIds.some((id) => busy.has(id)),
          onSetFavorite: (favorite) => favoriteMany.mutate({ tipIds, favorite }),
          onEditTip: onEdit,
          onDelete: (ids) => deleteMany.mutate(ids),
          renderPlaceLink: placeTips[0] ? mapPlaceLink(placeTips[0], mapPath) : undefined,
        };
      }}
    />
  );
}
