import { Toaster } from 'sonner';
import { useT } from '../../lib/i18n';

export { toast } from 'sonner';

const TOAST_DURATION_MS = 3000;

const toastClassNames = {
  toast:
    'flex w-full items-start gap-3 rounded-2xl bg-white p-4 font-sans text-slate-900 shadow-xl ring-1 ring-slate-200 sm:w-[360px]',
  title: 'text-sm font-bold',
  description: 'mt-0.5 text-sm text-slate-700',
  icon: 'mt-0.5 text-brand-700',
  // Errors are "destructive": solid red so they cannot be mistaken for a confirmation.
  error:
    '!bg-red-700 !text-white !ring-red-800 [&_[data-description]]:!text-red-50 [&_[data-icon]]:!text-white',
};

/** The one toast area of both page entries: top centre, one toast at a time, 3 seconds each. */
export function AppToaster() {
  const t = useT();
  return (
    <Toaster
      containerAriaLabel={t('public.toasts')}
      position="top-center"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      toastOptions={{ unstyled: true, classNames: toastClassNames }}
    />
  );
}
