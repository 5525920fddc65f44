import { UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogPanel } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n';
import { PanelLoading } from '../../sharing/components/panel-states';
import type { ListKind } from '../list-kinds';

// The dialog's code comes with the first press: most visits to a list never open it.
const InviteCompanionsPanel = lazy(async () => ({
  default: (await import('./invite-companions-panel')).InviteCompanionsPanel,
}));

type InviteCompanionsButtonProps = { kind: ListKind; listId: string; className?: string };

/** "Invite Companions", for the list's owner, under its title: invites, and the people who joined. */
export function InviteCompanionsButton({ kind, listId, className }: InviteCompanionsButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className={className}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <UserPlus aria-hidden="true" />
        {t('companions.invite.button')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogPanel
          title={t('companions.invite.title')}
          description={t('companions.invite.description', { kind })}
        >
          {open ? (
            <Suspense fallback={<PanelLoading />}>
              <InviteCompanionsPanel kind={kind} listId={listId} />
            </Suspense>
          ) : null}
        </DialogPanel>
      </Dialog>
    </>
  );
}
