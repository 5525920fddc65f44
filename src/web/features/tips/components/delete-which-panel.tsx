import { useState, type RefObject } from 'react';
import type { Tip } from '../../../../shared/contracts/tips.js';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';

type DeleteWhichPanelProps = {
  placeName: string;
  tips: readonly Tip[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there when it closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
  onDelete: (tipIds: string[]) => void;
};

/** The merged card's delete: each friend's tip with a box to tick, nothing ticked at first. */
export function DeleteWhichPanel({
  placeName,
  tips,
  open,
  onOpenChange,
  returnFocusTo,
  onDelete,
}: DeleteWhichPanelProps) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (tipId: string, on: boolean) =>
    setChosen((old) => {
      const next = new Set(old);
      if (on) next.add(tipId);
      else next.delete(tipId);
      return next;
    });
  const changeOpen = (next: boolean) => {
    if (!next) setChosen(new Set());
    onOpenChange(next);
  };
  // Only tips still on the card count: one may have gone meanwhile (deleted in another tab).
  const ids = tips.filter((tip) => chosen.has(tip.id)).map((tip) => tip.id);

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <AlertDialogContent returnFocusTo={returnFocusTo}>
        <AlertDialogHeader>
          <AlertDialogTitle>Which recommendations do you want to delete?</AlertDialogTitle>
          <AlertDialogDescription className="break-words">
            {`${tips.length} friends recommended ${placeName}. Tick the ones to delete; the others stay.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="mt-4 max-h-72 space-y-1 overflow-y-auto">
          {tips.map((tip) => (
            <li key={tip.id}>
              <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl p-2 text-sm text-slate-800 hover:bg-slate-50">
                <input
                  type="checkbox"
                  checked={chosen.has(tip.id)}
                  onChange={(event) => toggle(tip.id, event.target.checked)}
                  className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-red-700"
                />
                <span className="min-w-0">
                  <span className="line-clamp-2 break-words">“{tip.content}”</span>
                  {tip.contributor_name ? (
                    <span className="mt-0.5 block break-words text-slate-600">— {tip.contributor_name}</span>
                  ) : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction destructive disabled={ids.length === 0} onClick={() => onDelete(ids)}>
            {ids.length > 1 ? `Delete ${ids.length}` : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
