import { showError } from '../../components/ui/toast';
import { ApiError, errorMessageOf } from '../../lib/api-client';

export type FieldErrors = Readonly<Record<string, string>>;

/** Auth failures show as an "Error" toast with the server's message; field problems also go inline. */
export function reportAuthError(error: unknown): FieldErrors {
  showError('Error', errorMessageOf(error));
  return error instanceof ApiError ? error.fields : {};
}
