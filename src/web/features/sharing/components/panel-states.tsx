import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';

/** A link panel while its links load. */
export function PanelLoading() {
  const t = useT();
  return (
    <p role="status" className="text-sm text-slate-600">
      {t('friend.loading')}
    </p>
  );
}

/** A link panel whose links could not be read: the reason, and a way to try again. */
export function PanelError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="space-y-3">
      <p className="text-sm text-slate-700">{errorText(t, error)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('friend.tryAgain')}
      </Button>
    </div>
  );
}
