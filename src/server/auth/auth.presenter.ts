import type { SessionUser } from '../../shared/contracts/auth.js';
import { localeTagOf } from '../../shared/i18n/locales.js';

interface AuthUserRecord {
  id: string;
  email: string;
  first_name?: unknown;
  last_name?: unknown;
  image_id?: unknown;
  role?: unknown;
  language?: unknown;
}

/** The signed-in user as the browser may see it: nothing beyond the contract. */
export function presentSessionUser(user: AuthUserRecord): SessionUser {
  const imageId = typeof user.image_id === 'string' && user.image_id ? user.image_id : null;
  return {
    id: user.id,
    email: user.email,
    first_name: typeof user.first_name === 'string' ? user.first_name : '',
    last_name: typeof user.last_name === 'string' ? user.last_name : '',
    profile_image_url: imageId ? `/api/images/${imageId}` : null,
    role: user.role === 'admin' ? 'admin' : 'user',
    language: localeTagOf(user.language),
  };
}
