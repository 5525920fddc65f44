import { showError } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import type { Translate } from '../../lib/i18n';

export type FieldErrors = Readonly<Record<string, string>>;

/** Auth failures show as an "Error" toast with the failure told; field problems also go inline. */
export function reportAuthError(t: Translate, error: unknown): FieldErrors {
  showError(t('auth.error.title'), errorText(t, error));
  return error instanceof ApiError ? error.fields : {};
}
