import { useRef, useState } from 'react';
import type { PublicTip, SubmitTipsBody } from '../../../shared/contracts/public.js';
import { showError } from '../../components/ui/toast';
import { submitTips } from './api';
import { submissionErrorMessage } from './submission-rules';

/**
 * Sends the tips once: a second tap while the first request is on its way does nothing, and after a
 * success nothing more is sent (the page is leaving). A failure is reported and leaves everything typed.
 */
export function useTipSubmission(tripId: string, onSubmitted: (tips: PublicTip[]) => void) {
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(body: SubmitTipsBody): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    try {
      const tips = await submitTips(tripId, body);
      onSubmitted(tips);
    } catch (failure) {
      inFlight.current = false;
      setSubmitting(false);
      const message = submissionErrorMessage(failure);
      setError(message);
      showError('Error submitting recommendations', message);
    }
  }

  return { submit, submitting, error, clearError: () => setError(null) };
}
