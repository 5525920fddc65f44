import type { SessionUser } from '../contracts/auth.js';
import type { GuidebookDetail } from '../contracts/guidebooks.js';
import type { TripDetail } from '../contracts/trips.js';
import type { RenderedFriendPage } from './rendered-friend-page.js';

/**
 * An owner's page the server drew into the app page (decision 042): what it drew from, written into the
 * page beside the drawing, so that the app's first render is the same drawing and React takes it over
 * in place instead of painting "Loading..." and asking for it again.
 */
export interface RenderedTripPage {
  page: 'trip';
  /** The signed-in owner the header shows. */
  user: SessionUser;
  /** The trip as its API read answers it. */
  detail: TripDetail;
  /** The browser it was drawn for: maps links open the maps app of its platform. */
  userAgent: string;
}

/**
 * A map page the server drew (decision 067): the owner's trip or guidebook map, or a shared list's, with
 * its picture of the markers; the live map starts in the browser.
 */
export interface RenderedMapPage {
  page: 'map';
  /** The address it was drawn for: the app takes the drawing over only there. */
  pathname: string;
  /** Who is signed in, for the header; null for a visitor. */
  user: SessionUser | null;
  userAgent: string;
  /** The server's online map style (contracts/maps.ts), or null for the bundled basemap: the fit's zoom. */
  styleUrl: string | null;
  list:
    | { kind: 'trip'; detail: TripDetail }
    | { kind: 'guidebook'; detail: GuidebookDetail }
    /** A shared list, as its own page is drawn (its token: a trip's id for the trip's public map). */
    | { kind: 'shared'; shared: RenderedFriendPage };
}

export type RenderedAppPage = RenderedTripPage | RenderedMapPage;

/** The id of the app page's data block (`<script type="application/json">`, which is never run). */
export const RENDERED_APP_PAGE_DATA_ID = 'drawn-app-page';

/** The map pages the server draws, by their names in the table of pages (pages/page-table.ts). */
export const MAP_PAGES = [
  'tripMap',
  'guidebookMap',
  'sharedFavoritesMap',
  'askByIdMap',
  'sharedGuidebookMap',
] as const;
export type MapPageName = (typeof MAP_PAGES)[number];

/** The built page a map page is drawn into: the app page that asks for that page's own code after its paint. */
export const mapShellOf = (name: MapPageName) => `app-render-shell-${name}.html`;
