import { LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { rich, useT } from '../../../lib/i18n';
import type { ListKind } from '../list-kinds';
import { useLeaveList } from '../membership-api';

type LeaveListButtonProps = { kind: ListKind; listId: string; listName: string; ownerName: string };

/** "Leave": a companion gives the list back, once they confirm; then to their overview. */
export function LeaveListButton({ kind, listId, listName, ownerName }: LeaveListButtonProps) {
  const t = useT();
  const leave = useLeaveList(kind, listId, listName);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm" disabled={leave.isPending || leave.isSuccess}>
          <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
          {t('companions.leave.button')}
        </Button>
      }
      title={t('companions.leave.title', { kind })}
      description={rich(t, 'companions.leave.text', { kind, name: <bdi>{ownerName}</bdi> })}
      confirmLabel={t('companions.leave.button')}
      onConfirm={() => leave.mutate()}
    />
  );
}
