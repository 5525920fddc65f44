import { CloudOff, Home, RotateCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatusCard } from '../../../components/ui/status-card';
import { useT } from '../../../lib/i18n';
import { useSignedIn } from '../../auth/use-signed-in';
import { useRenderedPage } from '../rendered-shared-page';
import type { SharedState } from '../use-shared-links';

type SharedLoadStatesProps<T> = {
  state: SharedState<T>;
  retry: () => void;
  /** The link leads nowhere (unknown, revoked, expired): what to say, and the way home. */
  notFound: { title: string; text: string };
  /** The load failed in a way another try may get past (offline, a server failure). */
  errorTitle: string;
  /** The page as shared, and whether the visitor is signed in (its header and join card say so). */
  children: (shared: T, signedIn: boolean) => ReactNode;
};

/**
 * A shared page while its link is looked up, once it is known, or when it leads nowhere. The page is
 * drawn once both the link and the session are known (both are asked for with the page): drawn before,
 * its "Sign In" would appear beside the heading a moment later and push the whole list down.
 */
export function SharedLoadStates<T>({
  state,
  retry,
  notFound,
  errorTitle,
  children,
}: SharedLoadStatesProps<T>) {
  const t = useT();
  const signedIn = useSignedIn(useRenderedPage()?.signedIn);
  switch (state.status) {
    case 'loading':
      return <PageLoading />;
    case 'ready':
      return signedIn === null ? <PageLoading /> : children(state.shared, signedIn);
    case 'not-found':
      return (
        <StatusCard
          tone="error"
          icon={<SearchX />}
          title={notFound.title}
          text={notFound.text}
          action={
            <Button asChild size="lg">
              <a href="/">
                <Home aria-hidden="true" />
                {t('public.shared.home')}
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
          title={errorTitle}
          text={state.message}
          action={
            <Button size="lg" onClick={retry}>
              <RotateCw aria-hidden="true" />
              {t('friend.tryAgain')}
            </Button>
          }
        />
      );
  }
}
