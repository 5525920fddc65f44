import { CloudOff, LinkIcon, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { StatusCard } from '../../../components/ui/status-card';
import { showError } from '../../../components/ui/toast';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { FRIEND_PAGES } from '../../../../shared/pages/friend-pages.js';
import { fillPage } from '../../../../shared/pages/page-path.js';

export { FindTripCard } from './find-trip-card';

/**
 * /rec without a token, or with one the server rejects as malformed. Both say so in a toast too; the
 * lookup raises it for a rejected token, this card for a missing one.
 */
export function InvalidShareLink({ announce = false }: { announce?: boolean }) {
  const t = useT();
  useEffect(() => {
    if (announce) showError(t('friend.lookup.invalid'), t('friend.lookup.invalidText'));
  }, [announce, t]);
  return (
    <StatusCard
      tone="error"
      icon={<LinkIcon />}
      title={t('friend.lookup.invalid')}
      text={t('friend.lookup.invalidText')}
      action={
        <Button asChild size="lg" variant="secondary">
          <a href={fillPage(FRIEND_PAGES.askById, {})}>{t('public.lookup.byId')}</a>
        </Button>
      }
    />
  );
}

/** The lookup failed for another reason than "not found": offline, or the server had a problem. */
export function LookupError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <StatusCard
      tone="error"
      icon={<CloudOff />}
      title={t('public.lookup.failed')}
      text={errorText(t, error)}
      action={
        <Button size="lg" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          {t('friend.tryAgain')}
        </Button>
      }
    />
  );
}
