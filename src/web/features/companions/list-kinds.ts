import type { QueryKey } from '@tanstack/react-query';
import { PAGES } from '../../../shared/pages/page-table.js';
import { guidebookKeys, tripKeys } from '../../lib/list-keys';

export type ListKind = 'trip' | 'guidebook';

/** Where a list of each kind lives in the app: its page, the overview it is listed on, and its cached reads. */
export interface ListKindPlaces {
  page: (listId: string) => string;
  /** The owner's overview: the dashboard for trips, My Guidebooks for guidebooks. */
  home: () => string;
  detailKey: (listId: string) => QueryKey;
  overviewKey: () => QueryKey;
}

export const LIST_KINDS: Record<ListKind, ListKindPlaces> = {
  trip: {
    page: (tripId) => PAGES.trip.href({ tripId }),
    home: () => PAGES.dashboard.href(),
    detailKey: tripKeys.detail,
    overviewKey: tripKeys.list,
  },
  guidebook: {
    page: (guidebookId) => PAGES.guidebook.href({ guidebookId }),
    home: () => PAGES.guidebooks.href(),
    detailKey: guidebookKeys.detail,
    overviewKey: guidebookKeys.list,
  },
};
