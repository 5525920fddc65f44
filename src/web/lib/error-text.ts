import { SOURCE_LOCALE } from '../../shared/i18n/locales.js';
import type { PlainMessageKey, Translate } from '../../shared/i18n/translate.js';
import { ApiError } from './api-client';

/** The catalogue's text for each error code the server or the client gives (`errors.*`). */
const ERROR_KEYS: Record<string, PlainMessageKey> = {
  VALIDATION_FAILED: 'errors.VALIDATION_FAILED',
  NOT_FOUND: 'errors.NOT_FOUND',
  UNAUTHORIZED: 'errors.UNAUTHORIZED',
  FORBIDDEN: 'errors.FORBIDDEN',
  FORBIDDEN_ORIGIN: 'errors.FORBIDDEN_ORIGIN',
  VIEW_ONLY: 'errors.VIEW_ONLY',
  OWNER_ONLY: 'errors.OWNER_ONLY',
  INVITE_FOR_ANOTHER_ADDRESS: 'errors.INVITE_FOR_ANOTHER_ADDRESS',
  ADDRESS_NOT_VERIFIED: 'errors.ADDRESS_NOT_VERIFIED',
  OWN_LIST: 'errors.OWN_LIST',
  INVITE_USED: 'errors.INVITE_USED',
  CONFLICT: 'errors.CONFLICT',
  TIPS_PAUSED: 'errors.TIPS_PAUSED',
  LIST_FULL: 'errors.LIST_FULL',
  FOLLOWING_OFF: 'errors.FOLLOWING_OFF',
  PAYLOAD_TOO_LARGE: 'errors.PAYLOAD_TOO_LARGE',
  NOT_A_TIPLIST_EXPORT: 'errors.NOT_A_TIPLIST_EXPORT',
  EXPORT_VERSION_TOO_NEW: 'errors.EXPORT_VERSION_TOO_NEW',
  IMPORT_TOO_LARGE: 'errors.IMPORT_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'errors.UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'errors.RATE_LIMITED',
  INVALID_TOKEN: 'errors.INVALID_TOKEN',
  EXPIRED: 'errors.EXPIRED',
  INVALID_EMAIL_OR_PASSWORD: 'errors.INVALID_EMAIL_OR_PASSWORD',
  PROVIDER_UNAVAILABLE: 'errors.PROVIDER_UNAVAILABLE',
  WEBHOOK_REFUSED: 'errors.WEBHOOK_REFUSED',
  WEBHOOK_FAILED: 'errors.WEBHOOK_FAILED',
  SERVICE_UNAVAILABLE: 'errors.SERVICE_UNAVAILABLE',
  INTERNAL_ERROR: 'errors.INTERNAL_ERROR',
  NETWORK_ERROR: 'errors.NETWORK_ERROR',
  UNEXPECTED_RESPONSE: 'errors.UNEXPECTED_RESPONSE',
};

/**
 * What to tell a person about a failure, in the page's language (decision 068). A call site may name its
 * own text for a code (`{ NOT_FOUND: 'trips.notFound' }`). Otherwise an API error is told by its code
 * through the catalogue, except on an English page, where the server's own message, written for the
 * case, is shown as it always was; the API's messages stay English for scripts. Any other failure is told
 * as something that went wrong (on an English page, by its own message).
 */
export function errorText(
  t: Translate,
  error: unknown,
  byCode: Readonly<Partial<Record<string, PlainMessageKey>>> = {},
): string {
  if (error instanceof ApiError) {
    const own = byCode[error.code];
    if (own) return t(own);
    if (t.locale === SOURCE_LOCALE && error.message) return error.message;
    const key = ERROR_KEYS[error.code];
    if (key) return t(key);
  }
  if (t.locale === SOURCE_LOCALE && error instanceof Error && error.message) return error.message;
  return t('errors.unknown');
}
