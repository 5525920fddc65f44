import { useRef, useState } from 'react';
import type { SubmitTipsBody } from '../../../shared/contracts/public.js';
import { showError, showSuccess } from '../../components/ui/toast';
import { useT } from '../../lib/i18n';
import { submitTips } from './api';
import { submissionErrorMessage } from './sending-rules';
import { storeSubmitted } from './submitted-tips';

/**
 * Sends the tips once: a second tap while the first request is on its way does nothing, and after a
 * success nothing more is sent (the page is leaving). The stored tips and their receipt wait for the
 * thank-you page. A failure is reported and leaves everything typed. (Storing and the toast live here, in
 * the piece fetched once the friend has typed, not in the tip form's first download.)
 */
export function useTipSubmission(tripId: string, onSubmitted: () => void) {
  const t = useT();
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(body: SubmitTipsBody): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    try {
      const { recommendations, receipt } = await submitTips(tripId, body);
      storeSubmitted(recommendations, receipt);
      showSuccess(t('public.send.done'), t('public.send.doneText', { count: recommendations.length }));
      onSubmitted();
    } catch (failure) {
      inFlight.current = false;
      setSubmitting(false);
      const message = submissionErrorMessage(t, failure);
      setError(message);
      showError(t('friend.ask.sendFailed'), message);
    }
  }

  return { submit, submitting, error, clearError: () => setError(null) };
}
