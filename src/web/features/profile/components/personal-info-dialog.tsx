import { UserRoundPen } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { NAME_MAX_LENGTH } from '../../../../shared/contracts/auth-constants.js';
import type { SessionUser } from '../../../../shared/contracts/auth.js';
import { Button } from '../../../components/ui/button';
import { LimitedTextField } from '../../../components/ui/limited-text-field';
import { Dialog, DialogFooter, DialogPanel, DialogTrigger } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n';
import { useUpdateProfile } from '../api';
import { changedNames, type NameFields } from '../profile-rules';

/** "Personal Info": first and last name, as the account shows them everywhere; a dialog like Password's. */
export function PersonalInfoDialog({ user }: { user: SessionUser }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const update = useUpdateProfile();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Stays open while saving, so the outcome shows where the names were typed.
        if (next || !update.isPending) setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" className="w-full sm:w-auto">
          <UserRoundPen aria-hidden="true" />
          {t('profile.names.button')}
        </Button>
      </DialogTrigger>
      <DialogPanel title={t('profile.names.title')} description={t('profile.names.description')}>
        {/* Mounted on each opening: it starts from the names as they are now. */}
        <NamesForm
          saved={{ first_name: user.first_name, last_name: user.last_name }}
          busy={update.isPending}
          onCancel={() => setOpen(false)}
          onSave={(body) => update.mutate(body, { onSuccess: () => setOpen(false) })}
        />
      </DialogPanel>
    </Dialog>
  );
}

type NamesFormProps = {
  saved: NameFields;
  busy: boolean;
  onCancel: () => void;
  onSave: (names: NameFields) => void;
};

function NamesForm({ saved, busy, onCancel, onSave }: NamesFormProps) {
  const t = useT();
  const [fields, setFields] = useState<NameFields>(saved);
  const names = changedNames(fields, saved);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (names && !busy) onSave(names);
  }

  return (
    <form onSubmit={handleSubmit} aria-busy={busy} className="space-y-4">
      <LimitedTextField
        label={t('profile.names.firstName')}
        required
        autoComplete="given-name"
        max={NAME_MAX_LENGTH}
        value={fields.first_name}
        onChange={(first_name) => setFields({ ...fields, first_name })}
      />
      <LimitedTextField
        label={t('profile.names.lastName')}
        required
        autoComplete="family-name"
        max={NAME_MAX_LENGTH}
        value={fields.last_name}
        onChange={(last_name) => setFields({ ...fields, last_name })}
      />
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" disabled={busy || names === null}>
          {busy ? t('profile.names.saving') : t('profile.names.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
