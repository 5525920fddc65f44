import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { PAGES, type PageName, type PageRow } from '../../shared/pages/page-table.js';
import { LoadingScreen } from '../components/ui/loading-screen';
import { loadSessionUser } from '../features/auth/api';
import {
  savePendingCopy,
  readAuthNavigationState,
  signedInDestination,
  takeCarriedOverState,
} from '../features/auth/auth-navigation-state';
import { queryClient } from '../lib/query-client';
import { LandingPage } from '../features/landing/routes/landing-page';
import { PublicLayout } from './layouts/public-layout';
import { AUTH_ROUTE_ID, LANDING_ROUTE_ID } from './prerendered-pages';
import { RouteErrorPage } from './route-error-page';
import { RequireSession } from './session-guard';

/**
 * Landing and sign-in are for visitors; a signed-in user goes straight to their trips. A visitor
 * without a session cookie is given the landing page already rendered (page-markup.tsx), and this
 * check does not run for it.
 */
async function sendSignedInUsersToDashboard() {
  const user = await loadSessionUser(queryClient);
  return user ? redirect(PAGES.dashboard.href()) : null;
}

/**
 * /auth for a signed-in user: straight on, keeping what a friend page carried (a guidebook, a trip's
 * tips) for the copy into their account ("Save as a trip" / "Save as a guidebook"), to where that copy
 * will appear; with nothing to copy, to their trips.
 */
async function sendSignedInUsersOnWithWhatTheyKeep() {
  const user = await loadSessionUser(queryClient);
  if (!user) return null;
  const carried = readAuthNavigationState(takeCarriedOverState());
  savePendingCopy(carried);
  return redirect(signedInDestination(carried));
}

const signedInLayout = async () => {
  const { SignedInLayout } = await import('./layouts/signed-in-layout');
  return { Component: SignedInLayout };
};

const notFoundPage = async () => {
  const { NotFoundPage } = await import('../features/not-found/routes/not-found-page');
  return { Component: NotFoundPage };
};

type LazyPage = () => Promise<{ Component: ComponentType }>;

/** The signed-in pages' code, loaded on demand by page. */
const SIGNED_IN_PAGES: Partial<Record<PageName, LazyPage>> = {
  dashboard: async () => {
    const { DashboardPage } = await import('../features/trips/routes/dashboard-page');
    return { Component: DashboardPage };
  },
  createTrip: async () => {
    const { CreateTripPage } = await import('../features/trips/routes/create-trip-page');
    return { Component: CreateTripPage };
  },
  profile: async () => {
    const { ProfilePage } = await import('../features/profile/routes/profile-page');
    return { Component: ProfilePage };
  },
  admin: async () => {
    const { AdminPage } = await import('../features/admin/routes/admin-page');
    return { Component: AdminPage };
  },
  guidebooks: async () => {
    const { GuidebooksPage } = await import('../features/guidebooks/routes/guidebooks-page');
    return { Component: GuidebooksPage };
  },
  createGuidebook: async () => {
    const { CreateGuidebookPage } = await import('../features/guidebooks/routes/create-guidebook-page');
    return { Component: CreateGuidebookPage };
  },
  guidebook: async () => {
    const { GuidebookPage } = await import('../features/guidebooks/routes/guidebook-page');
    return { Component: GuidebookPage };
  },
  trip: async () => {
    const { TripPage } = await import('../features/trips/routes/trip-page');
    return { Component: TripPage };
  },
  tripMap: async () => {
    const { TripMapPage } = await import('../features/trips/routes/trip-map-page');
    return { Component: TripMapPage };
  },
  guidebookMap: async () => {
    const { GuidebookMapPage } = await import('../features/guidebooks/routes/guidebook-map-page');
    return { Component: GuidebookMapPage };
  },
};

/**
 * The signed-in pages whose visitors the table (shared/pages/page-table.ts) sends to `visitorsTo`: the
 * landing page, or sign-in for the pages a link leads to.
 */
function signedInRoutes(visitorsTo: PageRow['visitorsTo']): RouteObject[] {
  return (Object.entries(PAGES) as Array<[PageName, PageRow]>)
    .filter(([, row]) => row.visitorsTo === visitorsTo)
    .map(([name, row]) => {
      const lazy = SIGNED_IN_PAGES[name];
      if (!lazy) throw new Error(`The signed-in page ${name} has no code.`);
      return { path: row.path, lazy };
    });
}

/** The app's pages: the browser's router (router.tsx) and the server's drawings (render-app-page.tsx) share them. */
export const routes: RouteObject[] = [
  {
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // The public maps fill the screen under the header, as the owner's map does: no footer below them.
        element: <PublicLayout footer={false} />,
        children: [
          // The trip's public map lasts as long as its shared-favourites link (and shows the same).
          ...[PAGES.sharedFavoritesMap.path, PAGES.askByIdMap.path].map((path) => ({
            path,
            lazy: async () => {
              const { SharedFavoritesMapPage } =
                await import('../features/maps/routes/shared-favorites-map-page');
              return { Component: SharedFavoritesMapPage };
            },
          })),
          {
            path: PAGES.sharedGuidebookMap.path,
            lazy: async () => {
              const { SharedGuidebookMapPage } =
                await import('../features/maps/routes/shared-guidebook-map-page');
              return { Component: SharedGuidebookMapPage };
            },
          },
        ],
      },
      {
        Component: PublicLayout,
        children: [
          {
            id: LANDING_ROUTE_ID,
            index: true,
            loader: sendSignedInUsersToDashboard,
            // Part of the first download: the front page paints without a second round trip.
            Component: LandingPage,
          },
          {
            // An invite to a trip or a guidebook: anyone may open it, and joining needs an account.
            path: PAGES.join.path,
            lazy: async () => {
              const { JoinPage } = await import('../features/companions/routes/join-page');
              return { Component: JoinPage };
            },
          },
          { path: '*', lazy: notFoundPage },
        ],
      },
      {
        // Drawn ahead for a visitor without a session cookie (page-markup.tsx), like the landing page.
        id: AUTH_ROUTE_ID,
        path: PAGES.auth.path,
        loader: sendSignedInUsersOnWithWhatTheyKeep,
        lazy: async () => {
          const { AuthPage } = await import('../features/auth/routes/auth-page');
          return { Component: AuthPage };
        },
      },
      {
        path: PAGES.resetPassword.path,
        lazy: async () => {
          const { ResetPasswordPage } = await import('../features/auth/routes/reset-password-page');
          return { Component: ResetPasswordPage };
        },
      },
      {
        path: PAGES.verifyEmail.path,
        lazy: async () => {
          const { VerifyEmailPage } = await import('../features/auth/routes/verify-email-page');
          return { Component: VerifyEmailPage };
        },
      },
      {
        element: <RequireSession redirectTo={PAGES.landing.href()} />,
        // Loaded with the first signed-in page, so visitors of public pages never download it.
        children: [{ lazy: signedInLayout, children: signedInRoutes('landing') }],
      },
      {
        element: <RequireSession redirectTo={PAGES.auth.href()} />,
        children: [{ lazy: signedInLayout, children: signedInRoutes('auth') }],
      },
    ],
  },
];
