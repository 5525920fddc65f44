import { SharedFavoritesView } from '../components/shared-favorites-view';
import { SharedLoadStates } from '../components/shared-load-states';
import { useSharedFavorites } from '../use-shared-links';

/** /shared-favorites/{shareToken}: the list a trip's owner shared, while its link is valid. */
export function SharedFavoritesPage({ token }: { token: string }) {
  const { state, retry } = useSharedFavorites(token);
  return (
    <SharedLoadStates
      state={state}
      retry={retry}
      notFound={{
        title: 'Shared list not found',
        text: 'This link may be invalid or expired. Ask your friend to share their favourites again.',
      }}
      errorTitle="We couldn't load this list"
    >
      {(shared, signedIn) => <SharedFavoritesView shared={shared} token={token} signedIn={signedIn} />}
    </SharedLoadStates>
  );
}
