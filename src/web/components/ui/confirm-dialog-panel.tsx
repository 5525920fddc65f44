import type { ReactNode, RefObject } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog';
import { useT } from '../../lib/i18n';

/** What a confirmation says, and what its red button does. */
export type Confirmation = {
  title: ReactNode;
  description: ReactNode;
  descriptionClassName?: string;
  /** The red button that does it, e.g. "Delete". */
  confirmLabel: string;
  onConfirm: () => void;
};

type ConfirmDialogPanelProps = Confirmation & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there when it closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/** The confirmation itself, fetched the first time one opens (see ConfirmDialog). */
export function ConfirmDialogPanel({ open, onOpenChange, returnFocusTo, ...props }: ConfirmDialogPanelProps) {
  const t = useT();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent returnFocusTo={returnFocusTo}>
        <AlertDialogHeader>
          <AlertDialogTitle>{props.title}</AlertDialogTitle>
          <AlertDialogDescription className={props.descriptionClassName}>
            {props.description}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('public.dialog.cancel')}</AlertDialogCancel>
          <AlertDialogAction destructive onClick={props.onConfirm}>
            {props.confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
