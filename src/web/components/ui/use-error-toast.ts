import { useEffect } from 'react';
import { showError } from './toast';
import { errorMessageOf } from '../../lib/api-client';

/** Shows a query's failure once per failed attempt, as an error toast with the server's message. */
export function useErrorToast(title: string, error: unknown, failedAt: number): void {
  useEffect(() => {
    if (error) showError(title, errorMessageOf(error));
  }, [title, error, failedAt]);
}
