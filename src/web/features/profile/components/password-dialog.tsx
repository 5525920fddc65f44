import { KeyRound } from 'lucide-react';
import { useRef, useState, type SubmitEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/contracts/auth-constants.js';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Dialog, DialogFooter, DialogPanel, DialogTrigger } from '../../../components/ui/dialog';
import { showError } from '../../../components/ui/toast';
import { useT } from '../../../lib/i18n';
import { useChangePassword } from '../api';
import {
  canChangePassword,
  NO_PASSWORD_FIELDS,
  passwordProblem,
  type PasswordFields,
} from '../profile-rules';

/**
 * "Password": the current one, then the new one twice. This device stays signed in; others do not. A
 * dialog, not a popover beside its button: under a button low on the page a popover had only the room left
 * below it, and Update and Cancel went out of sight behind a scroll of its own (decision 054). Below 768 px
 * the dialog is a sheet on the bottom edge.
 */
export function PasswordDialog() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const change = useChangePassword();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next || !change.isPending) setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" className="w-full sm:w-auto">
          <KeyRound aria-hidden="true" />
          {t('profile.password.button')}
        </Button>
      </DialogTrigger>
      <DialogPanel title={t('profile.password.title')} description={t('profile.password.description')}>
        <PasswordForm
          busy={change.isPending}
          onCancel={() => setOpen(false)}
          onSave={(fields, clear) =>
            change.mutate(
              { current_password: fields.current, new_password: fields.next },
              {
                onSuccess: () => {
                  clear();
                  setOpen(false);
                },
              },
            )
          }
        />
      </DialogPanel>
    </Dialog>
  );
}

type PasswordFormProps = {
  busy: boolean;
  onCancel: () => void;
  onSave: (fields: PasswordFields, clear: () => void) => void;
};

function PasswordForm({ busy, onCancel, onSave }: PasswordFormProps) {
  const t = useT();
  const [fields, setFields] = useState<PasswordFields>(NO_PASSWORD_FIELDS);
  const [invalid, setInvalid] = useState<'next' | 'confirmation' | null>(null);
  const nextInput = useRef<HTMLInputElement>(null);
  const confirmationInput = useRef<HTMLInputElement>(null);

  const set = (change: Partial<PasswordFields>) => {
    setFields({ ...fields, ...change });
    setInvalid(null);
  };

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !canChangePassword(fields)) return;
    const problem = passwordProblem(t, fields);
    if (problem) {
      setInvalid(problem.field);
      (problem.field === 'next' ? nextInput : confirmationInput).current?.focus();
      showError(problem.title, problem.description);
      return;
    }
    onSave(fields, () => setFields(NO_PASSWORD_FIELDS));
  }

  return (
    <form onSubmit={handleSubmit} aria-busy={busy} className="space-y-4">
      <FormField
        label={t('profile.password.current')}
        type="password"
        autoComplete="current-password"
        required
        value={fields.current}
        onChange={(event) => set({ current: event.target.value })}
      />
      <FormField
        ref={nextInput}
        label={t('profile.password.next')}
        type="password"
        autoComplete="new-password"
        required
        aria-invalid={invalid === 'next' ? true : undefined}
        hint={t('profile.password.nextHint', { min: PASSWORD_MIN_LENGTH })}
        value={fields.next}
        onChange={(event) => set({ next: event.target.value })}
      />
      <FormField
        ref={confirmationInput}
        label={t('profile.password.confirmation')}
        type="password"
        autoComplete="new-password"
        required
        aria-invalid={invalid === 'confirmation' ? true : undefined}
        value={fields.confirmation}
        onChange={(event) => set({ confirmation: event.target.value })}
      />
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" disabled={busy || !canChangePassword(fields)}>
          {busy ? t('profile.password.submitting') : t('profile.password.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
