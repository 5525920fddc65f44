import type { SessionUser } from '../contracts/auth.js';
import type { TripDetail } from '../contracts/trips.js';

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

export type RenderedAppPage = RenderedTripPage;

/** The id of the app page's data block (`<script type="application/json">`, which is never run). */
export const RENDERED_APP_PAGE_DATA_ID = 'drawn-app-page';
