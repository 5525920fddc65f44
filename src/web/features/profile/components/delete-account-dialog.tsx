import { Trash2 } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { useDeleteAccount } from '../api';

/** "Delete Account", then what goes and the password: nobody deletes from a browser left signed in. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteAccount();

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        // Stays open while deleting: the outcome (or the reason it failed) shows where the password was.
        if (next || !deletion.isPending) setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete Account
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete your account?</AlertDialogTitle>
          <AlertDialogDescription>
            This permanently deletes your profile, all your trips and their recommendations, your guidebooks,
            your share links, your profile image and your account settings. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {/* Mounted on each opening, so a password typed before is not kept. */}
        <DeleteAccountForm busy={deletion.isPending} onDelete={(password) => deletion.mutate(password)} />
      </AlertDialogContent>
    </AlertDialog>
  );
}

type DeleteAccountFormProps = { busy: boolean; onDelete: (password: string) => void };

function DeleteAccountForm({ busy, onDelete }: DeleteAccountFormProps) {
  const [password, setPassword] = useState('');

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password && !busy) onDelete(password);
  }

  return (
    <form onSubmit={handleSubmit} aria-busy={busy} className="mt-5">
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        hint="Enter your password to confirm."
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <AlertDialogFooter>
        <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
        <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={busy || password === ''}>
          {busy ? 'Deleting...' : 'Delete Account'}
        </Button>
      </AlertDialogFooter>
    </form>
  );
}
