import type { SharedFavorites } from '../contracts/public.js';
import type { SharedGuidebook } from '../contracts/shared-guidebooks.js';

/**
 * A shared list the server drew into the page (decision 041): what it drew from, written into the page
 * beside the drawing, which the page's script reads back so its first render is the same drawing and
 * React takes it over in place.
 */
export type RenderedFriendPage = {
  token: string;
  signedIn: boolean;
  /** The browser it was drawn for: maps links open the maps app of its platform. */
  userAgent: string;
} & (
  | { page: 'shared-favorites'; shared: SharedFavorites }
  | { page: 'shared-guidebook'; guidebook: SharedGuidebook }
);

/** The id of the page's data block (`<script type="application/json">`, which is never run). */
export const RENDERED_FRIEND_PAGE_DATA_ID = 'drawn-page';

/**
 * `value` as JSON that can sit inside a `<script>` element: no `<` can end the element or open a
 * comment there, and JSON.parse reads `\u003c` back as `<`.
 */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
