import { useState } from 'react';
import type { Category } from '../../../../shared/categories.js';
import type { TripDetail } from '../../../../shared/contracts/trips.js';
import { PAGES } from '../../../../shared/pages/page-table.js';
import { markAccessEnded } from '../../companions/access-ended';
import { abilitiesOf, accessOf } from '../../companions/list-abilities';
import { mapPlaceLink } from '../../maps/components/map-place-link';
import { isOnMap, ViewMapButton } from '../../maps/components/view-map-button';
import { TipListPage } from '../../tips/components/tip-list-page';
import { useTipListPage } from '../../tips/use-tip-list-page';
import { useT } from '../../../lib/i18n';
import { useTripTipList } from '../trip-tip-list';
import { AskFriendsDialogs, type AskFriendsStep } from './ask-friends-dialogs';
import { PausedCollectionNotice } from './paused-collection-notice';
import { ShareFavoritesDialog } from './share-favorites-dialog';
import { CategoryEmpty, FirstTimeEmpty } from './trip-empty-states';
import { TripHeader } from './trip-header';

/**
 * The trip page once its trip has loaded: header, category tabs, the tips and the dialogs, each control
 * shown only to a reader whose role allows it (decision 069).
 */
export function TripView({ detail }: { detail: TripDetail }) {
  const t = useT();
  const { trip } = detail;
  const access = accessOf(detail);
  const can = abilitiesOf(access.role);
  const kind = useTripTipList();
  const page = useTipListPage(kind, trip.id, detail.recommendations, 'all', () =>
    markAccessEnded('trip', trip.id),
  );
  const { all, openAdd } = page;
  const [askStep, setAskStep] = useState<AskFriendsStep>('closed');
  // The category an ask is for (from an empty category), or null for the whole trip.
  const [askCategory, setAskCategory] = useState<Category | null>(null);
  const mapPath = PAGES.tripMap.href({ tripId: trip.id });

  const askFriends = () => {
    setAskCategory(null);
    setAskStep('describe');
  };
  const askForCategory = (category: Category) => {
    setAskCategory(category);
    setAskStep('share');
  };

  return (
    <TipListPage
      page={page}
      title={t('trips.page.documentTitle', { destination: trip.destination })}
      header={
        <TripHeader
          trip={trip}
          access={access}
          showActions={all.length > 0}
          onAdd={() => openAdd()}
          onAskFriends={askFriends}
        />
      }
      notice={trip.tips_paused && can.own ? <PausedCollectionNotice tripId={trip.id} /> : null}
      empty={
        can.edit ? (
          <FirstTimeEmpty onAskFriends={askFriends} onAddOwn={() => openAdd('do')} />
        ) : (
          <FirstTimeEmpty />
        )
      }
      panelId="trip-tips"
      toolbarExtra={
        can.share && page.favoritesOnly && all.some((tip) => tip.is_favorite) ? (
          <ShareFavoritesDialog tripId={trip.id} />
        ) : null
      }
      renderCategoryEmpty={(category) =>
        can.edit ? (
          <CategoryEmpty
            category={category}
            onAskFriends={() => askForCategory(category)}
            onAddOwn={() => openAdd(category)}
          />
        ) : (
          <CategoryEmpty category={category} />
        )
      }
      placeLink={(tip) => mapPlaceLink(tip, mapPath)}
      editable={can.edit}
      footer={all.some(isOnMap) ? <ViewMapButton to={mapPath} /> : null}
    >
      {can.edit ? (
        <AskFriendsDialogs
          trip={trip}
          access={access}
          category={askCategory}
          step={askStep}
          onStepChange={setAskStep}
        />
      ) : null}
    </TipListPage>
  );
}
