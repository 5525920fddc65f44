import { useState } from 'react';
import type { Guidebook } from '../../../../shared/contracts/guidebooks.js';
import { SHARE_LINK_DAYS } from '../../../../shared/limits.js';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogFooter, DialogPanel } from '../../../components/ui/dialog';
import { LinkLifetimeSelect } from '../../../components/ui/share-link-lifetime';
import { useNewShareLink } from '../../../components/ui/use-new-share-link';
import { useT } from '../../../lib/i18n';
import { PanelError, PanelLoading } from '../../sharing/components/panel-states';
import { shareUrlWithDestination } from '../guidebook-rules';
import { useCreateGuidebookLink, useGuidebookLinks, useRevokeGuidebookLink } from '../links-api';
import { GuidebookLinkPanel } from './guidebook-link-panel';

type ShareGuidebookDialogProps = {
  guidebook: Guidebook;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * "Share Guidebook": the guidebook's public link. Without a working link the owner picks a lifetime and
 * creates one (it is copied at once); with one, it shows with its expiry, to copy, replace or revoke.
 */
export function ShareGuidebookDialog({ guidebook, open, onOpenChange }: ShareGuidebookDialogProps) {
  const t = useT();
  const [days, setDays] = useState<number>(SHARE_LINK_DAYS.default);
  // "Make a New Link" was pressed: the form shows again, and its link replaces the current one.
  const [replacing, setReplacing] = useState(false);
  // How the last link made here went: copied, or waiting (selected) to be copied by hand.
  const [copiedOnCreate, setCopiedOnCreate] = useState<boolean | null>(null);
  const links = useGuidebookLinks(guidebook.id, open);
  const createLink = useCreateGuidebookLink(guidebook.id);
  const revokeLink = useRevokeGuidebookLink(guidebook.id);
  const newLink = useNewShareLink(t('guidebooks.share.copied'));
  const current = links.data?.[0];

  function handleOpenChange(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setReplacing(false);
      setCopiedOnCreate(null);
    }
  }

  async function handleCreate() {
    const made = await newLink.create(async () => {
      const link = await createLink.mutateAsync({ days, replace: replacing });
      return {
        url: shareUrlWithDestination(link.share_url, guidebook.destination),
        expiresAt: link.expires_at,
      };
    });
    if (!made) return;
    setCopiedOnCreate(made.copied);
    setReplacing(false);
  }

  function handleRevoke(linkId: string) {
    setCopiedOnCreate(null);
    revokeLink.mutate(linkId);
  }

  const showForm = links.isSuccess && (!current || replacing);
  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogPanel title={t('guidebooks.share.title')} description={t('guidebooks.share.description')}>
        {links.isPending ? (
          <PanelLoading />
        ) : links.isError ? (
          <PanelError error={links.error} onRetry={() => void links.refetch()} />
        ) : showForm ? (
          <>
            <LinkLifetimeSelect value={days} onChange={setDays} disabled={newLink.busy} />
            {replacing ? (
              <p className="mt-3 text-sm text-slate-600">{t('guidebooks.share.replaceNote')}</p>
            ) : null}
            <DialogFooter>
              {replacing ? (
                <Button variant="secondary" onClick={() => setReplacing(false)} disabled={newLink.busy}>
                  {t('guidebooks.share.keepCurrent')}
                </Button>
              ) : null}
              <Button onClick={() => void handleCreate()} disabled={newLink.busy}>
                {newLink.busy ? t('guidebooks.share.creating') : t('guidebooks.share.create')}
              </Button>
            </DialogFooter>
          </>
        ) : current ? (
          <GuidebookLinkPanel
            link={current}
            destination={guidebook.destination}
            selectOnShow={copiedOnCreate === false}
            copier={newLink.copier}
            revoking={revokeLink.isPending}
            onMakeNew={() => setReplacing(true)}
            onRevoke={() => handleRevoke(current.id)}
          />
        ) : null}
      </DialogPanel>
    </Dialog>
  );
}
