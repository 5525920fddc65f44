import { useT } from '../../../lib/i18n';
import { SharedGuidebookView } from '../components/shared-guidebook-view';
import { SharedLoadStates } from '../components/shared-load-states';
import { useSharedGuidebook } from '../use-shared-links';

/** /shared-guidebook/{shareToken}: a guidebook its owner shared, while the link lasts. */
export function SharedGuidebookPage({ token }: { token: string }) {
  const t = useT();
  const { state, retry } = useSharedGuidebook(token);
  return (
    <SharedLoadStates
      state={state}
      retry={retry}
      notFound={{
        title: t('public.guidebook.notFound'),
        text: t('public.guidebook.notFoundText'),
      }}
      errorTitle={t('public.guidebook.failed')}
    >
      {(guidebook, signedIn) => (
        <SharedGuidebookView guidebook={guidebook} token={token} signedIn={signedIn} />
      )}
    </SharedLoadStates>
  );
}
