import { fillPath } from '../contracts/contract.js';
import { authEndpoints } from '../contracts/endpoints/auth.js';
import { guidebookEndpoints, sharedGuidebookEndpoints } from '../contracts/endpoints/guidebooks.js';
import { publicEndpoints } from '../contracts/endpoints/public.js';
import { tripEndpoints } from '../contracts/endpoints/trips.js';
import { FRIEND_LINKED_PAGES } from './friend-links.js';
import { DASHBOARD_PAGE, FRIEND_PAGES } from './friend-pages.js';
import { fillPage, matchPath, type HrefArgs } from './page-path.js';

export { signUpHref } from './friend-links.js';

/**
 * Who may open a page: anyone; only a visitor (a signed-in user is sent on to their pages); only a
 * signed-in user (a visitor is sent to `visitorsTo`); or a signed-in administrator (others are told no).
 */
export type PageAccess = 'anyone' | 'signed-out' | 'signed-in' | 'admin';

/** The parameters of an address, decoded. */
type Params = Readonly<Record<string, string | undefined>>;

export interface PageRow {
  /** Its address pattern, as the router reads it (page-path.ts). */
  path: string;
  /** Its address, built from its parameters. */
  href: (...params: never) => string;
  /**
   * The built page that runs it: the owner app (index.html) or the light friend page (friend.html); or
   * `server` for a page the server draws whole with no React: a mailed link's page, or a friend's follow
   * page with its one small script (follow.html, decision 062).
   */
  entry: 'app' | 'friend' | 'server';
  /** Drawn at build time for a visitor without a session cookie (scripts/prerender-pages.mjs). */
  prerendered?: true;
  access: PageAccess;
  /** Where a visitor is sent from a signed-in page: the landing page, or sign-in for a link they followed. */
  visitorsTo?: 'landing' | 'auth';
  /** The header tab it belongs to. */
  section?: 'trips' | 'guidebooks' | 'profile';
  /**
   * The route modules its router loads on demand, as paths under src/web: the build names the files
   * they became (scripts/page-chunks.mjs) and the server has the browser fetch them with the page.
   */
  modules?: readonly string[];
  /** The API reads it makes as soon as it runs, in its order: the server has the browser start them. */
  reads?: (params: Params) => string[];
  /** The owner's read it shows, which the service worker keeps for offline when the page is opened. */
  offlineCopyRead?: (params: Params) => string;
}

const session = authEndpoints.session.path;
/** The read at `path` with its one parameter, none while the address leaves that out. */
const readWith = (path: string, name: 'id' | 'token', value: string | undefined) =>
  value === undefined ? [] : [fillPath(path, { [name]: value })];
const layout = 'app/layouts/signed-in-layout.tsx';
const sharedPages = ['features/sharing/routes/shared-pages.ts'];
const sharedFavoritesMap = 'features/maps/routes/shared-favorites-map-page.tsx';
const tripRead = ({ tripId }: Params) => fillPath(tripEndpoints.getTrip.path, { id: tripId ?? '' });
const guidebookRead = ({ guidebookId }: Params) =>
  fillPath(guidebookEndpoints.getGuidebook.path, { id: guidebookId ?? '' });
const owners = { entry: 'app', access: 'signed-in', visitorsTo: 'landing' } as const;
const linkedOwners = { entry: 'app', access: 'signed-in', visitorsTo: 'auth' } as const;
const publicApp = { entry: 'app', access: 'anyone' } as const;
const friends = { entry: 'friend', access: 'anyone' } as const;
const drawnByServer = { entry: 'server', access: 'anyone' } as const;

/** A page's address pattern with its link builder. */
function pagePath<Pattern extends string>(path: Pattern) {
  return { path, href: (...params: HrefArgs<Pattern>) => fillPage(path, ...params) || '/' };
}

/** Every page of the app, by name: the one place its address is written. */
export const PAGES = {
  landing: { ...pagePath('/'), entry: 'app', access: 'signed-out', prerendered: true },
  auth: { ...pagePath(FRIEND_LINKED_PAGES.auth), entry: 'app', access: 'signed-out', prerendered: true },
  resetPassword: { ...pagePath('/reset-password'), ...publicApp },
  verifyEmail: { ...pagePath('/verify-email'), ...publicApp },
  dashboard: {
    ...pagePath(DASHBOARD_PAGE),
    ...owners,
    section: 'trips',
    modules: [layout, 'features/trips/routes/dashboard-page.tsx'],
    reads: () => [session, tripEndpoints.listTrips.path],
  },
  createTrip: { ...pagePath('/create-trip'), ...owners, section: 'trips' },
  profile: { ...pagePath('/profile'), ...owners, section: 'profile' },
  admin: { ...pagePath('/admin'), ...owners, access: 'admin' },
  guidebooks: {
    ...pagePath('/guidebooks'),
    ...owners,
    section: 'guidebooks',
    modules: [layout, 'features/guidebooks/routes/guidebooks-page.tsx'],
  },
  createGuidebook: { ...pagePath('/create-guidebook'), ...owners, section: 'guidebooks' },
  guidebook: {
    ...pagePath('/guidebook/:guidebookId'),
    ...owners,
    section: 'guidebooks',
    modules: [layout, 'features/guidebooks/routes/guidebook-page.tsx'],
    reads: (params) => [session, guidebookRead(params)],
    offlineCopyRead: guidebookRead,
  },
  trip: {
    ...pagePath('/trip/:tripId'),
    ...linkedOwners,
    section: 'trips',
    modules: [layout, 'features/trips/routes/trip-page.tsx'],
    reads: (params) => [session, tripRead(params)],
    offlineCopyRead: tripRead,
  },
  tripMap: {
    ...pagePath('/trip/:tripId/map'),
    ...linkedOwners,
    section: 'trips',
    modules: [layout, 'features/trips/routes/trip-map-page.tsx'],
    offlineCopyRead: tripRead,
  },
  guidebookMap: {
    ...pagePath('/guidebook/:guidebookId/map'),
    ...linkedOwners,
    section: 'guidebooks',
    modules: [layout, 'features/guidebooks/routes/guidebook-map-page.tsx'],
    offlineCopyRead: guidebookRead,
  },
  // The trip's public map lasts as long as its shared-favourites link (and shows the same).
  sharedFavoritesMap: {
    ...pagePath(FRIEND_LINKED_PAGES.sharedFavoritesMap),
    ...publicApp,
    modules: [sharedFavoritesMap],
  },
  askByIdMap: { ...pagePath(FRIEND_LINKED_PAGES.askByIdMap), ...publicApp, modules: [sharedFavoritesMap] },
  sharedGuidebookMap: {
    ...pagePath(FRIEND_LINKED_PAGES.sharedGuidebookMap),
    ...publicApp,
    modules: ['features/maps/routes/shared-guidebook-map-page.tsx'],
  },
  askById: {
    ...pagePath(FRIEND_PAGES.askById),
    ...friends,
    reads: ({ tripId }) => readWith(publicEndpoints.tripById.path, 'id', tripId),
  },
  askByToken: {
    ...pagePath(FRIEND_PAGES.askByToken),
    ...friends,
    reads: ({ token }) => readWith(publicEndpoints.tripByShareToken.path, 'token', token),
  },
  thankYou: {
    ...pagePath(FRIEND_PAGES.thankYou),
    ...friends,
    modules: ['features/friends/routes/thank-you-page.tsx'],
  },
  // Both shared pages also ask whether the visitor is signed in, to offer "Sign In" or "Save".
  sharedFavorites: {
    ...pagePath(FRIEND_PAGES.sharedFavorites),
    ...friends,
    modules: sharedPages,
    reads: ({ token }) => [...readWith(publicEndpoints.sharedFavorites.path, 'token', token), session],
  },
  sharedGuidebook: {
    ...pagePath(FRIEND_PAGES.sharedGuidebook),
    ...friends,
    modules: sharedPages,
    reads: ({ token }) => [
      ...readWith(sharedGuidebookEndpoints.sharedGuidebook.path, 'token', token),
      session,
    ],
  },
  // An invite to a trip or a guidebook (decision 069): anyone may open it; joining needs an account.
  join: {
    ...pagePath('/join/:token'),
    ...publicApp,
    modules: ['features/companions/routes/join-page.tsx'],
  },
  // A notification mail's link: one button that turns these mails off, without signing in (decision 060).
  unsubscribe: { ...pagePath('/unsubscribe/:token'), entry: 'server', access: 'anyone' },
  // A friend's follow page (its token is its only key), and the two pages its mails link to.
  follow: { ...pagePath('/follow/:token'), ...drawnByServer },
  followMailConfirm: { ...pagePath('/follow-mail/confirm/:token'), ...drawnByServer },
  followMailStop: { ...pagePath('/follow-mail/stop/:token'), ...drawnByServer },
} satisfies Record<string, PageRow>;

export type PageName = keyof typeof PAGES;

/** Links handed out by earlier versions, which the server sends on (301) to the page they became. */
export const LEGACY_LINKS = [
  { from: pagePath('/share/:token'), to: PAGES.askByToken },
  { from: pagePath('/shared/:token/map'), to: PAGES.sharedFavoritesMap },
] as const;

/** The built page that runs a page's entry. */
export const entryFileOf = (row: PageRow) =>
  row.entry === 'friend' ? 'friend.html' : row.entry === 'server' ? 'follow.html' : 'index.html';

/** Whether only a browser with a session may see it (a visitor is sent elsewhere). */
export const needsSession = (row: PageRow) => row.access === 'signed-in' || row.access === 'admin';

/** Pages a friend opens from a link are served from the light friend entry, not the owner app. */
export const isFriendPage = (pathname: string) => pageAt(pathname)?.row.entry === 'friend';

/** Pages the server draws whole: neither app runs them, nor keeps them for offline. */
export const isServerPage = (pathname: string) => pageAt(pathname)?.row.entry === 'server';

const rows = Object.entries(PAGES) as Array<[PageName, PageRow]>;

/** The page at this address, with its parameters decoded, or null for none (or one it cannot decode). */
export function pageAt(pathname: string): { name: PageName; row: PageRow; params: Params } | null {
  for (const [name, row] of rows) {
    const params = matchPath(row.path, pathname);
    if (params) return { name, row, params };
  }
  return null;
}
