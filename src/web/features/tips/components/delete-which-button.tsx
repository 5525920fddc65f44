import { Trash2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { Tip } from '../../../../shared/contracts/tips.js';
import { useT } from '../../../lib/i18n';
import { ActionButton } from './tip-card-actions';

const DeleteWhichPanel = lazy(() =>
  import('./delete-which-panel').then((module) => ({ default: module.DeleteWhichPanel })),
);

type DeleteWhichButtonProps = {
  placeName: string;
  tips: readonly Tip[];
  disabled: boolean;
  onDelete: (tipIds: string[]) => void;
};

/** The merged card's trash button: it asks which of the friends' tips go (its dialog loads on first use). */
export function DeleteWhichButton({ placeName, tips, disabled, onDelete }: DeleteWhichButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <ActionButton
        ref={triggerRef}
        label={t('public.tip.deleteWhich.button')}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        className="hover:bg-red-50 hover:text-red-700"
      >
        <Trash2 aria-hidden="true" />
      </ActionButton>
      {asked ? (
        <Suspense fallback={null}>
          <DeleteWhichPanel
            placeName={placeName}
            tips={tips}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={triggerRef}
            onDelete={onDelete}
          />
        </Suspense>
      ) : null}
    </>
  );
}
