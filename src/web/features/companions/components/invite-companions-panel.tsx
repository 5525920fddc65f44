import { useState } from 'react';
import type { CompanionRole } from '../../../../shared/rules/list-roles.js';
import { PanelError, PanelLoading } from '../../sharing/components/panel-states';
import { useCompanions } from '../api';
import type { ListKind } from '../list-kinds';
import { CompanionList, OpenInviteList } from './companion-lists';
import { InviteByEmailForm } from './invite-by-email-form';
import { InviteLinkSection } from './invite-link-section';
import { RoleChoice } from './role-choice';

/**
 * The Invite Companions dialog's content (its code comes with the first press): the role for new invites,
 * a link to pass on or a mail to one address, then the people who joined and the invites still open.
 */
export function InviteCompanionsPanel({ kind, listId }: { kind: ListKind; listId: string }) {
  const [role, setRole] = useState<CompanionRole>('editor');
  const companions = useCompanions(kind, listId);
  return (
    <div className="space-y-6">
      <div className="space-y-4">
        <RoleChoice value={role} onChange={setRole} />
        <InviteLinkSection kind={kind} listId={listId} role={role} />
        <div className="border-t border-slate-200 pt-4">
          <InviteByEmailForm kind={kind} listId={listId} role={role} />
        </div>
      </div>
      {companions.isPending ? (
        <PanelLoading />
      ) : companions.isError ? (
        <PanelError error={companions.error} onRetry={() => void companions.refetch()} />
      ) : (
        <>
          <CompanionList kind={kind} listId={listId} items={companions.data.companions} />
          <OpenInviteList kind={kind} listId={listId} items={companions.data.invites} />
        </>
      )}
    </div>
  );
}
