import { Suspense, useEffect } from 'react';
import { PageLoading } from '../components/ui/page-loading';
import { withMessages } from '../lib/i18n';
import { publicMessages } from '../lib/message-bundles';
import { lazyPage, type LazyPage } from '../lib/lazy-page';
import { AskPage } from '../features/friends/routes/ask-page';
import { FriendErrorBoundary } from './friend-error-boundary';
import { FriendLayout } from './friend-layout';
import { FRIEND_PAGES } from '../../shared/pages/friend-pages.js';
import { fillPage } from '../../shared/pages/page-path.js';
import { matchFriendRoute, type FriendRoute } from './friend-routes';
import { FriendToaster } from './friend-toaster';
import { navigate, usePathname } from './navigation';

// Only the tip form is in the first download (the page a friend's link opens); the rest comes on demand,
// with the catalogue its texts are in.
const ThankYouPage = lazyPage(() =>
  withMessages([publicMessages], () =>
    import('../features/friends/routes/thank-you-page').then((module) => module.ThankYouPage),
  ),
);
const sharedPages = () => import('../features/sharing/routes/shared-pages');
const SharedFavoritesPage = lazyPage(() =>
  withMessages([publicMessages], () => sharedPages().then((module) => module.SharedFavoritesPage)),
);
const SharedGuidebookPage = lazyPage(() =>
  withMessages([publicMessages], () => sharedPages().then((module) => module.SharedGuidebookPage)),
);
const FriendNotFound = lazyPage(() =>
  withMessages([publicMessages], () => import('./friend-not-found').then((module) => module.FriendNotFound)),
);

const LAZY_PAGES: Partial<Record<FriendRoute['page'], Pick<LazyPage<never>, 'preload'>>> = {
  thankYou: ThankYouPage,
  sharedFavorites: SharedFavoritesPage,
  sharedGuidebook: SharedGuidebookPage,
  notFound: FriendNotFound,
};

/**
 * Fetches the code of the page at this address, if it comes on demand, so the first render draws the
 * page itself; the page's drawn "Loading..." stays on screen meanwhile. A failed fetch is left to the
 * page's error boundary, which the render meets again.
 */
export function preloadFriendPage(pathname: string): Promise<void> {
  const page = LAZY_PAGES[matchFriendRoute(pathname).page];
  return page
    ? page.preload().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

function FriendPage({ route }: { route: FriendRoute }) {
  switch (route.page) {
    case 'askById':
    case 'askByToken': {
      const byToken = route.page === 'askByToken';
      const value = (byToken ? route.token : route.tripId) ?? null;
      return (
        <AskPage
          by={byToken ? 'token' : 'id'}
          value={value}
          onFind={(tripId) => navigate(fillPage(FRIEND_PAGES.askById, { tripId }))}
          onSent={() => navigate(fillPage(FRIEND_PAGES.thankYou, { token: byToken ? value : null }))}
        />
      );
    }
    case 'thankYou':
      return <ThankYouPage token={route.token ?? null} />;
    case 'sharedFavorites':
      return <SharedFavoritesPage token={route.token} />;
    case 'sharedGuidebook':
      return <SharedGuidebookPage token={route.token} />;
    case 'notFound':
      return <FriendNotFound />;
  }
}

/** The friend pages: one light page entry with its own small path matcher (decision 006). */
export function FriendApp({ renderedAt }: { renderedAt?: string }) {
  const pathname = usePathname(renderedAt);
  const route = matchFriendRoute(pathname);

  useEffect(() => {
    if (route.page === 'notFound') {
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
