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
import { rich, useT } from '../../../lib/i18n';

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
  const t = useT();
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
          <AlertDialogTitle>{t('public.tip.deleteWhich.title')}</AlertDialogTitle>
          <AlertDialogDescription className="break-words">
            {rich(t, 'public.tip.deleteWhich.text', { count: tips.length, place: <bdi>{placeName}</bdi> })}
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
                  <span className="line-clamp-2 break-words">
                    {rich(t, 'public.tip.quoted', { text: <bdi>{tip.content}</bdi> })}
                  </span>
                  {tip.contributor_name ? (
                    <span className="mt-0.5 block break-words text-slate-600">
                      {rich(t, 'public.tip.contributor', { name: <bdi>{tip.contributor_name}</bdi> })}
                    </span>
                  ) : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('public.tip.deleteWhich.cancel')}</AlertDialogCancel>
          <AlertDialogAction destructive disabled={ids.length === 0} onClick={() => onDelete(ids)}>
            {t('public.tip.deleteWhich.confirm', { count: ids.length })}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
