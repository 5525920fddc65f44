import { CloudOff, Home, SearchX, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatusCard } from '../../../components/ui/status-card';
import { SharedFavoritesView } from '../components/shared-favorites-view';
import { useSharedFavorites } from '../use-shared-favorites';

/** /shared-favorites/{shareToken}: the list a trip's owner shared, while its link is valid. */
export function SharedFavoritesPage({ token }: { token: string }) {
  const { state, retry } = useSharedFavorites(token);
  switch (state.status) {
    case 'loading':
      return <PageLoading />;
    case 'ready':
      return (
        <SharedFavoritesView
          shared={state.shared}
          mapHref={`/shared-favorites/${encodeURIComponent(token)}/map`}
        />
      );
    case 'not-found':
      return (
        <StatusCard
          tone="error"
          icon={<SearchX />}
          title="Shared list not found"
          text="This link may be invalid or expired. Ask your friend to share their favourites again."
          action={
            <Button asChild size="lg">
              <a href="/">
                <Home aria-hidden="true" />
                Back to Home
              </a>
            </Button>
          }
        />
      );
    case 'error':
      return (
        <StatusCard
          tone="error"
          icon={<CloudOff />}
          title="We couldn't load this list"
          text={state.message}
          action={
            <Button size="lg" onClick={retry}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          }
        />
      );
  }
}
