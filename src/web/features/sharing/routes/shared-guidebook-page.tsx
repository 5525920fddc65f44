import { SharedGuidebookView } from '../components/shared-guidebook-view';
import { SharedLoadStates } from '../components/shared-load-states';
import { useSharedGuidebook } from '../use-shared-links';

/** /shared-guidebook/{shareToken}: a guidebook its owner shared, while the link lasts. */
export function SharedGuidebookPage({ token }: { token: string }) {
  const { state, retry } = useSharedGuidebook(token);
  return (
    <SharedLoadStates
      state={state}
      retry={retry}
      notFound={{
        title: 'Guidebook not found',
        text: 'This shared guidebook link may be invalid or expired.',
      }}
      errorTitle="We couldn't load this guidebook"
    >
      {(guidebook, signedIn) => (
        <SharedGuidebookView guidebook={guidebook} token={token} signedIn={signedIn} />
      )}
    </SharedLoadStates>
  );
}
