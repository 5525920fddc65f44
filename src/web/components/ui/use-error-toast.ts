import { useEffect } from 'react';
import { errorText } from '../../lib/error-text';
import { useT } from '../../lib/i18n';
import { showError } from './toast';

/** Shows a query's failure once per failed attempt, as an error toast that says what went wrong. */
export function useErrorToast(title: string, error: unknown, failedAt: number): void {
  const t = useT();
  useEffect(() => {
    if (error) showError(title, errorText(t, error));
  }, [t, title, error, failedAt]);
}
