import { Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';

type DeleteTripDialogProps = {
  destination: string;
  busy: boolean;
  onConfirm: () => void;
};

/** The delete button of a trip card and its confirmation. */
export function DeleteTripDialog({ destination, busy, onConfirm }: DeleteTripDialogProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger
        disabled={busy}
        aria-label={`Delete trip to ${destination}`}
        className="relative z-10 inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm transition-colors hover:bg-red-50 hover:text-red-700 disabled:opacity-60"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete trip to {destination}?</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this trip? This will also delete all recommendations.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction destructive onClick={onConfirm}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
