import { Slot } from 'radix-ui';
import { lazy, Suspense, useRef, useState, type ReactElement } from 'react';
import type { Confirmation } from './confirm-dialog-panel';

type ConfirmDialogProps = Confirmation & {
  /** The one element that opens the confirmation, e.g. a delete button. */
  trigger: ReactElement;
};

const ConfirmDialogPanel = lazy(() =>
  import('./confirm-dialog-panel').then((module) => ({ default: module.ConfirmDialogPanel })),
);

/**
 * A button whose action waits for a confirmation: Cancel, or the red button that does it. The dialog's
 * code comes with the first click: a list draws dozens of these buttons and most are never pressed, and
 * each dialog drawn ahead cost the page its download and a share of its first render.
 */
export function ConfirmDialog({ trigger, ...props }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const triggerRef = useRef<HTMLElement>(null);
  const show = () => {
    setAsked(true);
    setOpen(true);
  };
  return (
    <>
      <Slot.Root ref={triggerRef} onClick={show} aria-haspopup="dialog" aria-expanded={open}>
        {trigger}
      </Slot.Root>
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmDialogPanel {...props} open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
