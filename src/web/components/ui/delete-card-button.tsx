import { Trash2 } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { ConfirmDialog } from './confirm-dialog';

export type CardDeletion = {
  /** Accessible name of the button, e.g. "Delete trip to Lisbon". */
  label: string;
  /** The confirmation's heading and question. */
  title: string;
  question: string;
  onConfirm: () => void;
};

/** The delete button of a dashboard card; nothing is deleted until the person confirms. */
export function DeleteCardButton({
  label,
  title,
  question,
  onConfirm,
  busy,
}: CardDeletion & { busy: boolean }) {
  const t = useT();
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          disabled={busy}
          aria-label={label}
          className="relative z-10 inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm transition-colors hover:bg-red-50 hover:text-red-700 disabled:opacity-60"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      }
      title={title}
      description={question}
      confirmLabel={t('app.delete')}
      onConfirm={onConfirm}
    />
  );
}
