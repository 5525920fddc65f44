import { useEffect } from 'react';
import { rememberedLanguage } from '../../shared/i18n/locales.js';
import { useSession } from '../features/auth/api';
import { useT } from '../lib/i18n';

/**
 * An account's language wins on every device (decision 068). When the signed-in account speaks another
 * language than this page (it just signed in here, or its language was changed on another device), the
 * server has already remembered that language in this browser with its answer: the page is loaded again,
 * drawn in it. Only then, so a browser that keeps no cookies is not reloaded over and over.
 */
export function FollowAccountLanguage() {
  const t = useT();
  const { user } = useSession();
  const wanted = user?.language ?? null;
  useEffect(() => {
    if (wanted && wanted !== t.locale && rememberedLanguage(document.cookie) === wanted) {
      window.location.reload();
    }
  }, [wanted, t.locale]);
  return null;
}
