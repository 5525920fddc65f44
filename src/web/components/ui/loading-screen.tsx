import { clsx } from 'clsx';
import { useT } from '../../lib/i18n';
import { LoaderCircle } from './inline-icons';

/** Full-area "Loading..." state, announced to screen readers; `.ui-loading-screen` (styles.css), which a class given overrides. */
export function LoadingScreen({ className }: { className?: string }) {
  const t = useT();
  return (
    <div role="status" className={clsx('ui-loading-screen', className)}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-700" />
      <p className="text-sm font-medium text-slate-600">{t('friend.loading')}</p>
    </div>
  );
}
