import { redirect, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { loadSessionUser } from '../features/auth/api';
import {
  keepForCopy,
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
  return user ? redirect('/dashboard') : null;
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
  keepForCopy(carried);
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

/** The app's pages: the browser's router (router.tsx) and the server's drawings (render-app-page.tsx) share them. */
export const routes: RouteObject[] = [
  {
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        Component: PublicLayout,
        children: [
          // The trip's public map lasts as long as its shared-favourites link (and shows the same).
          ...['/shared-favorites/:token/map', '/hello/:tripId/map'].map((path) => ({
            path,
            lazy: async () => {
              const { SharedFavoritesMapPage } =
                await import('../features/maps/routes/shared-favorites-map-page');
              return { Component: SharedFavoritesMapPage };
            },
          })),
          {
            path: '/shared-guidebook/:token/map',
            lazy: async () => {
              const { SharedGuidebookMapPage } =
                await import('../features/maps/routes/shared-guidebook-map-page');
              return { Component: SharedGuidebookMapPage };
            },
          },
          {
            id: LANDING_ROUTE_ID,
            index: true,
            loader: sendSignedInUsersToDashboard,
            // Part of the first download: the front page paints without a second round trip.
            Component: LandingPage,
          },
          { path: '*', lazy: notFoundPage },
        ],
      },
      {
        // Drawn ahead for a visitor without a session cookie (page-markup.tsx), like the landing page.
        id: AUTH_ROUTE_ID,
        path: '/auth',
        loader: sendSignedInUsersOnWithWhatTheyKeep,
        lazy: async () => {
          const { AuthPage } = await import('../features/auth/routes/auth-page');
          return { Component: AuthPage };
        },
      },
      {
        path: '/reset-password',
        lazy: async () => {
          const { ResetPasswordPage } = await import('../features/auth/routes/reset-password-page');
          return { Component: ResetPasswordPage };
        },
      },
      {
        path: '/verify-email',
        lazy: async () => {
          const { VerifyEmailPage } = await import('../features/auth/routes/verify-email-page');
          return { Component: VerifyEmailPage };
        },
      },
      {
        element: <RequireSession redirectTo="/" />,
        children: [
          {
            // Loaded with the first signed-in page, so visitors of public pages never download it.
            lazy: signedInLayout,
            children: [
              {
                path: '/dashboard',
                lazy: async () => {
                  const { DashboardPage } = await import('../features/trips/routes/dashboard-page');
                  return { Component: DashboardPage };
                },
              },
              {
                path: '/create-trip',
                lazy: async () => {
                  const { CreateTripPage } = await import('../features/trips/routes/create-trip-page');
                  return { Component: CreateTripPage };
                },
              },
              {
                path: '/profile',
                lazy: async () => {
                  const { ProfilePage } = await import('../features/profile/routes/profile-page');
                  return { Component: ProfilePage };
                },
              },
              {
                path: '/admin',
                lazy: async () => {
                  const { AdminPage } = await import('../features/admin/routes/admin-page');
                  return { Component: AdminPage };
                },
              },
              {
                path: '/guidebooks',
                lazy: async () => {
                  const { GuidebooksPage } = await import('../features/guidebooks/routes/guidebooks-page');
                  return { Component: GuidebooksPage };
                },
              },
              {
                path: '/create-guidebook',
                lazy: async () => {
                  const { CreateGuidebookPage } =
                    await import('../features/guidebooks/routes/create-guidebook-page');
                  return { Component: CreateGuidebookPage };
                },
              },
              {
                path: '/guidebook/:guidebookId',
                lazy: async () => {
                  const { GuidebookPage } = await import('../features/guidebooks/routes/guidebook-page');
                  return { Component: GuidebookPage };
                },
              },
            ],
          },
        ],
      },
      {
        element: <RequireSession redirectTo="/auth" />,
        children: [
          {
            lazy: signedInLayout,
            children: [
              {
                path: '/trip/:tripId',
                lazy: async () => {
                  const { TripPage } = await import('../features/trips/routes/trip-page');
                  return { Component: TripPage };
                },
              },
              {
                path: '/trip/:tripId/map',
                lazy: async () => {
                  const { TripMapPage } = await import('../features/trips/routes/trip-map-page');
                  return { Component: TripMapPage };
                },
              },
              {
                path: '/guidebook/:guidebookId/map',
                lazy: async () => {
                  const { GuidebookMapPage } =
                    await import('../features/guidebooks/routes/guidebook-map-page');
                  return { Component: GuidebookMapPage };
                },
              },
            ],
          },
        ],
      },
    ],
  },
];
