import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

type SessionBannerProps = { refreshing: boolean; onRefresh: () => void };

/** An admin call found the session no longer valid: say so, and offer to check it again. */
export function SessionBanner({ refreshing, onRefresh }: SessionBannerProps) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <p className="text-sm font-semibold text-amber-950">{t('admin.session.invalid')}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={onRefresh} disabled={refreshing}>
        <RefreshCw aria-hidden="true" className={cn(refreshing && 'animate-spin')} />
        {refreshing ? t('admin.session.refreshing') : t('admin.session.refresh')}
      </Button>
    </div>
  );
}
