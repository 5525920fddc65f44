import type { QueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '../../shared/contracts/auth.js';
import type { TripDetail } from '../../shared/contracts/trips.js';
import { RENDERED_APP_PAGE_DATA_ID, type RenderedAppPage } from '../../shared/rules/rendered-app-page.js';
import { sessionQueryKey } from '../features/auth/api';
import { tripKeys } from '../features/trips/trip-keys';
import { PAGES } from '../../shared/pages/page-table.js';

export type { RenderedAppPage };

/**
 * The owner's page the server drew into this document, while the address still shows it; null when
 * nothing was drawn (or it cannot be read), and the app then draws the page itself.
 */
export function readRenderedAppPage(): RenderedAppPage | null {
  const text = document.getElementById(RENDERED_APP_PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const rendered = JSON.parse(text) as RenderedAppPage;
    return window.location.pathname === PAGES.trip.href({ tripId: rendered.detail.trip.id })
      ? rendered
      : null;
  } catch {
    return null;
  }
}

/**
 * Puts what the page was drawn from in the cache, as if the app had just read it: the first render then
 * draws the same page (no "Loading...", no second request for the trip), and React takes the drawing over.
 */
export function startFromRenderedAppPage(client: QueryClient, rendered: RenderedAppPage): void {
  client.setQueryData<SessionResponse>(sessionQueryKey, { user: rendered.user });
  client.setQueryData<TripDetail>(tripKeys.detail(rendered.detail.trip.id), rendered.detail);
}
