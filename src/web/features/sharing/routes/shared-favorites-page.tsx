import { useT } from '../../../lib/i18n';
import { SharedFavoritesView } from '../components/shared-favorites-view';
import { SharedLoadStates } from '../components/shared-load-states';
import { useSharedFavorites } from '../use-shared-links';

/** /shared-favorites/{shareToken}: the list a trip's owner shared, while its link is valid. */
export function SharedFavoritesPage({ token }: { token: string }) {
  const t = useT();
  const { state, retry } = useSharedFavorites(token);
  return (
    <SharedLoadStates
      state={state}
      retry={retry}
      notFound={{
        title: t('public.favorites.notFound'),
        text: t('public.favorites.notFoundText'),
      }}
      errorTitle={t('public.favorites.failed')}
    >
      {(shared, signedIn) => <SharedFavoritesView shared={shared} token={token} signedIn={signedIn} />}
    </SharedLoadStates>
  );
}
