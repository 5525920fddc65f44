import { Button } from '../../../components/ui/button';
import { errorMessageOf } from '../../../lib/api-client';

/** A link panel while its links load. */
export function PanelLoading() {
  return (
    <p role="status" className="text-sm text-slate-600">
      Loading...
    </p>
  );
}

/** A link panel whose links could not be read: the reason, and a way to try again. */
export function PanelError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-3">
      <p className="text-sm text-slate-700">{errorMessageOf(error)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
