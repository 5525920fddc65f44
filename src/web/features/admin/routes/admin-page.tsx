import { useState } from 'react';
import { BackLink } from '../../../components/ui/page-header';
import { useT } from '../../../lib/i18n';
import { useSignedInUser } from '../../auth/signed-in-user';
import { isSessionProblem } from '../admin-rules';
import { useRefreshSession } from '../api';
import { AccessDenied } from '../components/access-denied';
import { ForceLogoutCard } from '../components/force-logout-card';
import { SessionBanner } from '../components/session-banner';
import { UsersPanel } from '../components/users-panel';
import { useUsersList } from '../use-users-list';
import { PAGES } from '../../../../shared/pages/page-table.js';

/** /admin: the panel for admins; everyone else is told it is not theirs, without asking the admin API. */
export function AdminPage() {
  const t = useT();
  const user = useSignedInUser();
  if (user.role !== 'admin') {
    return (
      <>
        <title>{t('admin.denied.documentTitle')}</title>
        <AccessDenied />
      </>
    );
  }
  return <AdminPanel />;
}

function AdminPanel() {
  const t = useT();
  const list = useUsersList();
  // The user list shows a session problem by its failure; a force logout, by this flag.
  const [forceLogoutFoundIt, setForceLogoutFoundIt] = useState(false);
  const refresh = useRefreshSession(() => setForceLogoutFoundIt(false));
  const sessionInvalid = forceLogoutFoundIt || isSessionProblem(list.users.error);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{t('admin.documentTitle')}</title>
      <BackLink to={PAGES.profile.href()} />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{t('admin.heading')}</h1>
      <p className="mt-2 text-slate-600">{t('admin.intro')}</p>

      <div className="mt-8 space-y-6">
        {sessionInvalid ? (
          <SessionBanner refreshing={refresh.isPending} onRefresh={() => refresh.mutate()} />
        ) : null}
        <ForceLogoutCard onSessionProblem={() => setForceLogoutFoundIt(true)} />
        <UsersPanel list={list} />
      </div>
    </div>
  );
}
