import { CloudOff, LinkIcon, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { StatusCard } from '../../../components/ui/status-card';
import { showError } from '../../../components/ui/toast';
import { FRIEND_PAGES } from '../../../../shared/pages/friend-pages.js';
import { fillPage } from '../../../../shared/pages/page-path.js';

export { FindTripCard } from './find-trip-card';

/**
 * /rec without a token, or with one the server rejects as malformed. Both say so in a toast too; the
 * lookup raises it for a rejected token, this card for a missing one.
 */
export function InvalidShareLink({ announce = false }: { announce?: boolean }) {
  useEffect(() => {
    if (announce) showError('Invalid share link', 'The share token is missing or invalid.');
  }, [announce]);
  return (
    <StatusCard
      tone="error"
      icon={<LinkIcon />}
      title="Invalid share link"
      text="The share token is missing or invalid."
      action={
        <Button asChild size="lg" variant="secondary">
          <a href={fillPage(FRIEND_PAGES.askById, {})}>Enter a trip ID instead</a>
        </Button>
      }
    />
  );
}

/** The lookup failed for another reason than "not found": offline, or the server had a problem. */
export function LookupError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StatusCard
      tone="error"
      icon={<CloudOff />}
      title="We couldn't load this trip"
      text={message}
      action={
        <Button size="lg" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      }
    />
  );
}
