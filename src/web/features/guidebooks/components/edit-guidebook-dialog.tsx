import { useState, type SubmitEvent } from 'react';
import type { GuidebookBody, Guidebook } from '../../../../shared/contracts/guidebooks.js';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogFooter, DialogPanel } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n';
import { useUpdateGuidebook } from '../api';
import { canSubmitGuidebook, type GuidebookFields } from '../guidebook-rules';
import { GuidebookFieldInputs, guidebookBodyOrWarn } from './guidebook-fields';

type EditGuidebookDialogProps = {
  guidebook: Guidebook;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** "Edit Guidebook Details": destination, title and description, with the same rules as when it was made. */
export function EditGuidebookDialog({ guidebook, open, onOpenChange }: EditGuidebookDialogProps) {
  const t = useT();
  const update = useUpdateGuidebook(guidebook.id);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Stay open while saving, so the outcome shows where the fields are.
        if (next || !update.isPending) onOpenChange(next);
      }}
    >
      <DialogPanel
        title={t('guidebooks.edit.title')}
        description={t('guidebooks.edit.description')}
        // Focus stays on the dialog itself: on the destination field it would open its list over the form.
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        {/* Mounted on each opening: it starts from the guidebook as it is now. */}
        <EditGuidebookForm
          guidebook={guidebook}
          busy={update.isPending}
          onCancel={() => onOpenChange(false)}
          onSave={(body) => update.mutate(body, { onSuccess: () => onOpenChange(false) })}
        />
      </DialogPanel>
    </Dialog>
  );
}

type EditGuidebookFormProps = {
  guidebook: Guidebook;
  busy: boolean;
  onCancel: () => void;
  onSave: (body: GuidebookBody) => void;
};

function EditGuidebookForm({ guidebook, busy, onCancel, onSave }: EditGuidebookFormProps) {
  const t = useT();
  const [fields, setFields] = useState<GuidebookFields>({
    title: guidebook.title,
    destination: guidebook.destination,
    description: guidebook.description ?? '',
  });

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const body = guidebookBodyOrWarn(t, fields);
    if (body) onSave(body);
  }

  return (
    <form onSubmit={handleSubmit} aria-busy={busy}>
      <GuidebookFieldInputs fields={fields} onChange={setFields} />
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('guidebooks.edit.cancel')}
        </Button>
        <Button type="submit" disabled={busy || !canSubmitGuidebook(fields)}>
          {busy ? t('guidebooks.edit.submitting') : t('guidebooks.edit.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
