import { useParams } from 'react-router';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../auth/api';
import { InviteProblemState, OwnListState } from '../components/invite-problem-state';
import { JoinInviteCard } from '../components/join-invite-card';
import { useAcceptInvite, useInvitePreview } from '../invite-api';
import { inviteProblemOf } from '../invite-problems';

/**
 * /join/:token: an invite to a trip or a guidebook (decision 069). Anyone may open it; joining needs an
 * account, and a visitor who signs in or up for it comes back here.
 */
export function JoinPage() {
  const t = useT();
  const { token = '' } = useParams();
  const session = useSession();
  const preview = useInvitePreview(token);
  const accept = useAcceptInvite(token, preview.data);
  const signedIn = session.user !== null;
  const acceptProblem = accept.isError ? inviteProblemOf(accept.error) : null;

  const body = (() => {
    if (preview.isPending || session.isPending) return <LoadingScreen className="min-h-0 flex-1 py-24" />;
    if (preview.isError) {
      return (
        <InviteProblemState
          problem={problemOfPreview(preview.error)}
          error={preview.error}
          signedIn={signedIn}
          onRetry={() => void preview.refetch()}
        />
      );
    }
    const invite = preview.data;
    if (acceptProblem === 'ownList') return <OwnListState invite={invite} />;
    if (acceptProblem && acceptProblem !== 'failed') {
      return (
        <InviteProblemState
          problem={acceptProblem}
          error={accept.error}
          signedIn
          onRetry={() => accept.reset()}
        />
      );
    }
    return (
      <JoinInviteCard
        invite={invite}
        signedIn={signedIn}
        joining={accept.isPending || accept.isSuccess}
        failure={acceptProblem === 'failed' ? accept.error : null}
        onJoin={() => accept.mutate()}
      />
    );
  })();

  return (
    <>
      <title>{t('app.documentTitle', { title: t('companions.join.documentTitle') })}</title>
      {body}
    </>
  );
}

/** A preview is read by anyone: it never says the list is one's own. */
function problemOfPreview(error: unknown) {
  const problem = inviteProblemOf(error);
  return problem === 'ownList' ? 'failed' : problem;
}
