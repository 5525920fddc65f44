import type { ReaderAccess } from '../../../../shared/contracts/companions.js';
import type { ListKind } from '../list-kinds';
import { LeaveListButton } from './leave-list-button';
import { NewTipMailSwitch } from './new-tip-mail-switch';
import { SharedByLine } from './shared-by-line';

type CompanionBarProps = { kind: ListKind; listId: string; listName: string; access: ReaderAccess };

/**
 * Under the head of a list shared with the reader, across the page: whose it is and what they may do there,
 * the way to leave it, and, for an editor of a trip, whether new tips are mailed to them too.
 */
export function CompanionBar({ kind, listId, listName, access }: CompanionBarProps) {
  if (access.role === 'owner') return null;
  return (
    <div className="mt-6 max-w-3xl space-y-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-200/80">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SharedByLine access={access} />
        <LeaveListButton kind={kind} listId={listId} listName={listName} ownerName={access.shared_by ?? ''} />
      </div>
      {kind === 'trip' && access.role === 'editor' ? (
        <div className="border-t border-slate-200 pt-4">
          <NewTipMailSwitch tripId={listId} on={access.new_tip_mail} />
        </div>
      ) : null}
    </div>
  );
}
