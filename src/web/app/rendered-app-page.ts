import type { QueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '../../shared/contracts/auth.js';
import type { GuidebookDetail } from '../../shared/contracts/guidebooks.js';
import type { TripDetail } from '../../shared/contracts/trips.js';
import type { RenderedFriendPage } from '../../shared/rules/rendered-friend-page.js';
import { RENDERED_APP_PAGE_DATA_ID, type RenderedAppPage } from '../../shared/rules/rendered-app-page.js';
import { sessionQueryKey } from '../features/auth/api';
import { guidebookKeys } from '../features/guidebooks/guidebook-keys';
import { knowMapStyleUrl } from '../features/maps/use-map-style-url';
import { tripKeys } from '../features/trips/trip-keys';
import { PAGES } from '../../shared/pages/page-table.js';

export type { RenderedAppPage };

const drawnAt = (rendered: RenderedAppPage) =>
  rendered.page === 'map' ? rendered.pathname : PAGES.trip.href({ tripId: rendered.detail.trip.id });

/**
 * The owner's page the server drew into this document, while the address still shows it; null when
 * nothing was drawn (or it cannot be read), and the app then draws the page itself.
 */
export function readRenderedAppPage(): RenderedAppPage | null {
  const text = document.getElementById(RENDERED_APP_PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const rendered = JSON.parse(text) as RenderedAppPage;
    return window.location.pathname === drawnAt(rendered) ? rendered : null;
  } catch {
    return null;
  }
}

/** The shared list a drawn map page shows, which its page reads as a shared page's own (use-shared-links.ts). */
export const renderedSharedList = (rendered: RenderedAppPage | null): RenderedFriendPage | null =>
  rendered?.page === 'map' && rendered.list.kind === 'shared' ? rendered.list.shared : null;

/**
 * Puts what the page was drawn from in the cache, as if the app had just read it: the first render then
 * draws the same page (no "Loading...", no second request for the trip), and React takes the drawing over.
 */
export function startFromRenderedAppPage(client: QueryClient, rendered: RenderedAppPage): void {
  client.setQueryData<SessionResponse>(sessionQueryKey, { user: rendered.user });
  if (rendered.page === 'trip') {
    client.setQueryData<TripDetail>(tripKeys.detail(rendered.detail.trip.id), rendered.detail);
    return;
  }
  knowMapStyleUrl(rendered.styleUrl);
  const { list } = rendered;
  if (list.kind === 'trip')
    client.setQueryData<TripDetail>(tripKeys.detail(list.detail.trip.id), list.detail);
  if (list.kind === 'guidebook') {
    client.setQueryData<GuidebookDetail>(guidebookKeys.detail(list.detail.guidebook.id), list.detail);
  }
}
