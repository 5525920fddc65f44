import { preloadToasts } from '../../components/ui/toast';
import { withMessages } from '../../lib/i18n';
import { publicMessages } from '../../lib/message-bundles';
import type { SendStep } from './components/send-step';

export type SendStepComponent = typeof SendStep;

let loading: Promise<SendStepComponent> | null = null;

/**
 * What sending needs beyond the first download: the name step (a dialog, with its focus trap and scroll
 * lock) and the request, the toasts that report the outcome and the thank-you page. Fetched once the
 * friend has typed something, long before they press Submit, so a connection that drops later cannot stop
 * them. Their texts come with them. A failed fetch is forgotten, so the next attempt tries again.
 */
export function loadSendStep(): Promise<SendStepComponent> {
  loading ??= Promise.all([
    withMessages([publicMessages], () => import('./components/send-step')),
    preloadToasts(),
    import('./routes/thank-you-page'),
  ]).then(
    ([module]) => module.SendStep,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
