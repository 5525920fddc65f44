import { Link2 } from 'lucide-react';
import { useState } from 'react';
import type { CompanionRole } from '../../../../shared/rules/list-roles.js';
import { Button } from '../../../components/ui/button';
import { ShareLinkField } from '../../../components/ui/share-link-field';
import { showError } from '../../../components/ui/toast';
import { useNewShareLink } from '../../../components/ui/use-new-share-link';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { useCreateInvite } from '../api';
import type { ListKind } from '../list-kinds';

type InviteLinkSectionProps = { kind: ListKind; listId: string; role: CompanionRole };

/**
 * "Create Invite Link": a new link for the chosen role, copied at once (or selected, to copy by hand). The
 * server hands a link out once, so it stays shown here until the dialog closes.
 */
export function InviteLinkSection({ kind, listId, role }: InviteLinkSectionProps) {
  const t = useT();
  const create = useCreateInvite(kind, listId);
  const newLink = useNewShareLink(t('companions.invite.linkCopied'));
  const [made, setMade] = useState<{ url: string; copied: boolean } | null>(null);

  async function handleCreate() {
    const link = await newLink.create(async () => {
      try {
        const answer = await create.mutateAsync({ role });
        // A link invite's answer holds its link; without one there is nothing to pass on.
        if (!answer.invite_url) throw new Error('');
        return { url: answer.invite_url, expiresAt: answer.invite.expires_at };
      } catch (error) {
        showError(t('companions.invite.failed'), errorText(t, error));
        throw error;
      }
    });
    if (link) setMade({ url: link.url, copied: link.copied });
  }

  return (
    <div className="space-y-3">
      <Button onClick={() => void handleCreate()} disabled={newLink.busy} className="w-full sm:w-auto">
        <Link2 aria-hidden="true" />
        {newLink.busy ? t('companions.invite.creating') : t('companions.invite.createLink')}
      </Button>
      {made ? (
        <div className="space-y-2 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200/80">
          <ShareLinkField
            // A new link is a new field: it is selected when it could not be copied.
            key={made.url}
            url={made.url}
            label={t('companions.invite.linkLabel')}
            copiedMessage={t('companions.invite.linkCopied')}
            selectOnShow={!made.copied}
            copier={newLink.copier}
          />
          <p className="text-sm text-slate-600">{t('companions.invite.linkNote')}</p>
        </div>
      ) : null}
    </div>
  );
}
