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
import { useT } from '../../../lib/i18n';
import { useDeleteAccount } from '../api';

/** "Delete Account", then what goes and the password: nobody deletes from a browser left signed in. */
export function DeleteAccountDialog() {
  const t = useT();
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
          {t('profile.delete.button')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('profile.delete.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('profile.delete.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        {/* Mounted on each opening, so a password typed before is not kept. */}
        <DeleteAccountForm busy={deletion.isPending} onDelete={(password) => deletion.mutate(password)} />
      </AlertDialogContent>
    </AlertDialog>
  );
}

type DeleteAccountFormProps = { busy: boolean; onDelete: (password: string) => void };

function DeleteAccountForm({ busy, onDelete }: DeleteAccountFormProps) {
  const t = useT();
  const [password, setPassword] = useState('');

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password && !busy) onDelete(password);
  }

  return (
    <form onSubmit={handleSubmit} aria-busy={busy} className="mt-5">
      <FormField
        label={t('profile.delete.password')}
        type="password"
        autoComplete="current-password"
        required
        hint={t('profile.delete.passwordHint')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <AlertDialogFooter>
        <AlertDialogCancel disabled={busy}>{t('profile.cancel')}</AlertDialogCancel>
        <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={busy || password === ''}>
          {busy ? t('profile.delete.deleting') : t('profile.delete.button')}
        </Button>
      </AlertDialogFooter>
    </form>
  );
}
