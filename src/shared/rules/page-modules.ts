/**
 * The code a page loads on demand once its entry runs, by page: the route modules the router imports
 * for it (src/web/app/router.tsx, src/web/friend/friend-app.tsx), as paths under src/web. The build turns
 * them into the files they became (scripts/page-chunks.mjs) and the server names those files with the
 * page, so the browser fetches them beside the entry instead of after it has run. A module missing from
 * the build fails it; one the router stops loading is only fetched in vain, and the page tests see it.
 */
export const PAGE_MODULES = {
  dashboard: {
    entry: 'index.html',
    signedIn: true,
    modules: ['app/layouts/signed-in-layout.tsx', 'features/trips/routes/dashboard-page.tsx'],
  },
  trip: {
    entry: 'index.html',
    signedIn: true,
    modules: ['app/layouts/signed-in-layout.tsx', 'features/trips/routes/trip-page.tsx'],
  },
  guidebooks: {
    entry: 'index.html',
    signedIn: true,
    modules: ['app/layouts/signed-in-layout.tsx', 'features/guidebooks/routes/guidebooks-page.tsx'],
  },
  guidebook: {
    entry: 'index.html',
    signedIn: true,
    modules: ['app/layouts/signed-in-layout.tsx', 'features/guidebooks/routes/guidebook-page.tsx'],
  },
  thankYou: {
    entry: 'friend.html',
    signedIn: false,
    modules: ['features/friends/routes/thank-you-page.tsx'],
  },
  sharedList: { entry: 'friend.html', signedIn: false, modules: ['features/sharing/routes/shared-pages.ts'] },
} as const satisfies Record<string, PageModules>;

export interface PageModules {
  /** The built page that loads them. */
  entry: 'index.html' | 'friend.html';
  /** Only worth fetching for a browser with a session: others are sent to sign in. */
  signedIn: boolean;
  modules: readonly string[];
}

export type PageWithModules = keyof typeof PAGE_MODULES;

const PAGES_BY_PATH: ReadonlyArray<[RegExp, PageWithModules]> = [
  [/^\/dashboard\/?$/, 'dashboard'],
  [/^\/trip\/[^/]+\/?$/, 'trip'],
  [/^\/guidebooks\/?$/, 'guidebooks'],
  [/^\/guidebook\/[^/]+\/?$/, 'guidebook'],
  [/^\/thank-you(\/[^/]+)?\/?$/, 'thankYou'],
  [/^\/shared-(favorites|guidebook)\/[^/]+\/?$/, 'sharedList'],
];

/** Which page of the table above opens at this address, if any (the address as the router reads it). */
export function pageWithModulesAt(pathname: string): PageWithModules | null {
  return PAGES_BY_PATH.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}
