import { lazy, Suspense, useEffect } from 'react';
import { PageLoading } from '../components/ui/page-loading';
import { AskPage } from '../features/friends/routes/ask-page';
import { FriendErrorBoundary } from './friend-error-boundary';
import { FriendLayout } from './friend-layout';
import { askByIdPath, matchFriendRoute, thankYouPath, type FriendRoute } from './friend-routes';
import { FriendToaster } from './friend-toaster';
import { navigate, usePathname } from './navigation';

// Only the tip form is in the first download (the page a friend's link opens); the rest comes on demand.
const ThankYouPage = lazy(() =>
  import('../features/friends/routes/thank-you-page').then((module) => ({ default: module.ThankYouPage })),
);
const sharedPages = () => import('../features/sharing/routes/shared-pages');
const SharedFavoritesPage = lazy(() =>
  sharedPages().then((module) => ({ default: module.SharedFavoritesPage })),
);
const SharedGuidebookPage = lazy(() =>
  sharedPages().then((module) => ({ default: module.SharedGuidebookPage })),
);
const FriendNotFound = lazy(() =>
  import('./friend-not-found').then((module) => ({ default: module.FriendNotFound })),
);

function FriendPage({ route }: { route: FriendRoute }) {
  switch (route.page) {
    case 'ask': {
      const token = route.by === 'token' ? route.token : null;
      return (
        <AskPage
          by={route.by}
          value={route.by === 'id' ? route.tripId : route.token}
          onFind={(tripId) => navigate(askByIdPath(tripId))}
          onSent={() => navigate(thankYouPath(token))}
        />
      );
    }
    case 'thank-you':
      return <ThankYouPage token={route.token} />;
    case 'shared-favorites':
      return <SharedFavoritesPage token={route.token} />;
    case 'shared-guidebook':
      return <SharedGuidebookPage token={route.token} />;
    case 'not-found':
      return <FriendNotFound />;
  }
}

/** The friend pages: one light page entry with its own small path matcher (decision 006). */
export function FriendApp() {
  const pathname = usePathname();
  const route = matchFriendRoute(pathname);

  useEffect(() => {
    if (route.page === 'not-found') {
      console.error('404 Error: User attempted to access non-existent route:', pathname);
    }
  }, [route.page, pathname]);

  return (
    <>
      <FriendLayout>
        <FriendErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <FriendPage route={route} />
          </Suspense>
        </FriendErrorBoundary>
      </FriendLayout>
      <FriendToaster />
    </>
  );
}
