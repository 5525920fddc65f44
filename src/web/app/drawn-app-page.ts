import type { QueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '../../shared/contracts/auth.js';
import type { TripDetail } from '../../shared/contracts/trips.js';
import { DRAWN_APP_PAGE_DATA_ID, type DrawnAppPage } from '../../shared/rules/drawn-app-page.js';
import { sessionQueryKey } from '../features/auth/api';
import { tripKeys } from '../features/trips/trip-keys';
import { PAGES } from '../../shared/pages/page-table.js';

export type { DrawnAppPage };

/**
 * The owner's page the server drew into this document, while the address still shows it; null when
 * nothing was drawn (or it cannot be read), and the app then draws the page itself.
 */
export function readDrawnAppPage(): DrawnAppPage | null {
  const text = document.getElementById(DRAWN_APP_PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const drawn = JSON.parse(text) as DrawnAppPage;
    return window.location.pathname === PAGES.trip.href({ tripId: drawn.detail.trip.id }) ? drawn : null;
  } catch {
    return null;
  }
}

/**
 * Puts what the page was drawn from in the cache, as if the app had just read it: the first render then
 * draws the same page (no "Loading...", no second request for the trip), and React takes the drawing over.
 */
export function startFromDrawnAppPage(client: QueryClient, drawn: DrawnAppPage): void {
  client.setQueryData<SessionResponse>(sessionQueryKey, { user: drawn.user });
  client.setQueryData<TripDetail>(tripKeys.detail(drawn.detail.trip.id), drawn.detail);
}
