import { History, X } from '../../../components/ui/inline-icons';
import { useT } from '../../../lib/i18n';

/** Says that the form holds tips from an earlier visit, so nobody wonders where they came from. */
export function RestoredNotice({ onDismiss }: { onDismiss: () => void }) {
  const t = useT();
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl bg-amber-50 p-3 ps-4 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <History className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="flex-1 py-0.5">{t('friend.ask.restored')}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('friend.ask.dismiss')}
        className="-m-2 inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-amber-100"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
