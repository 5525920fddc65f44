import { useRef } from 'react';
import type { GuidebookTip } from '../../../../shared/contracts/guidebook-tips.js';
import { Dialog, DialogPanel } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n';
import { keepDialogOpenForPlaceSearch } from '../../places/place-search-escape';
import { useTipListMutations } from '../../tips/use-tip-list-mutations';
import { useGuidebookTipList } from '../guidebook-tip-list';
import { EditTipForm } from './edit-tip-form';

type EditTipDialogProps = {
  guidebookId: string;
  /** The tip being edited; null while the dialog is closed. */
  tip: GuidebookTip | null;
  onClose: () => void;
};

/** "Edit Recommendation": a guidebook tip's category, text and tagged place. */
export function EditTipDialog({ guidebookId, tip, onClose }: EditTipDialogProps) {
  const t = useT();
  const tipList = useGuidebookTipList();
  const change = useTipListMutations(tipList, guidebookId).changeOne;
  const contentRef = useRef<HTMLDivElement>(null);

  return (
    <Dialog
      open={tip !== null}
      onOpenChange={(open) => {
        // Stay open while saving, so the outcome shows where the text is.
        if (!open && !change.isPending) onClose();
      }}
    >
      <DialogPanel
        title={t('guidebooks.editTip.title')}
        description={t('guidebooks.editTip.description')}
        ref={contentRef}
        className="md:max-w-xl"
        onEscapeKeyDown={keepDialogOpenForPlaceSearch}
        onOpenAutoFocus={(event) => {
          // Straight into the text, with the caret after it.
          const field = contentRef.current?.querySelector('textarea');
          if (!field) return;
          event.preventDefault();
          field.focus();
          field.setSelectionRange(field.value.length, field.value.length);
        }}
      >
        {tip ? (
          <EditTipForm
            key={tip.id}
            tip={tip}
            busy={change.isPending}
            onSave={(body) => change.mutate({ tipId: tip.id, change: body }, { onSuccess: onClose })}
          />
        ) : null}
      </DialogPanel>
    </Dialog>
  );
}
