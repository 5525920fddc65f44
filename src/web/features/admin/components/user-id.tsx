import { Check, Copy } from 'lucide-react';
import { showError, showSuccess } from '../../../components/ui/toast';
import { useT } from '../../../lib/i18n';
import { useCopyLink } from '../../../lib/use-copy-link';

/**
 * A user's id: shortened to fit, the whole of it in the page (selectable) and in the tooltip, and a
 * button that copies it.
 */
export function UserId({ id, email }: { id: string; email: string }) {
  const t = useT();
  const { copied, copy } = useCopyLink();

  async function handleCopy() {
    if (await copy(id)) showSuccess(t('admin.users.idCopied'), id);
    else showError(t('admin.users.copyFailed'), t('admin.users.copyFailedText'));
  }

  return (
    <div className="flex min-w-0 items-center gap-1">
      <code title={id} className="min-w-0 truncate font-mono text-xs text-slate-700">
        {id}
      </code>
      <button
        type="button"
        onClick={() => void handleCopy()}
        aria-label={t('admin.users.copyId', { email })}
        className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900"
      >
        {copied ? (
          <Check aria-hidden="true" className="size-4 text-brand-700" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}
