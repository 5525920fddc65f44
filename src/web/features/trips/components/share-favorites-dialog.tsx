import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { SHARE_LINK_DAYS } from '../../../../shared/limits.js';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogFooter, DialogPanel, DialogTrigger } from '../../../components/ui/dialog';
import { ShareLinkField } from '../../../components/ui/share-link-field';
import { LinkExpiry, LinkLifetimeSelect } from '../../../components/ui/share-link-lifetime';
import { useNewShareLink, type NewShareLink } from '../../../components/ui/use-new-share-link';
import { useT } from '../../../lib/i18n';
import { useCreateSharedFavorites } from '../trip-sharing-api';

/** Creates an expiring link to the trip's favourites, copies it and shows it. */
export function ShareFavoritesDialog({ tripId }: { tripId: string }) {
  const t = useT();
  const copiedMessage = t('trips.favoritesLink.copied');
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState<number>(SHARE_LINK_DAYS.default);
  const [created, setCreated] = useState<NewShareLink | null>(null);
  const createLink = useCreateSharedFavorites(tripId);
  const newLink = useNewShareLink(copiedMessage);

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (!next) setCreated(null);
  }

  async function handleCreate() {
    const link = await newLink.create(() => createLink.mutateAsync(days));
    if (link) setCreated(link);
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <Share2 aria-hidden="true" />
          {t('trips.favorites.button')}
        </Button>
      </DialogTrigger>
      <DialogPanel title={t('trips.favorites.title')} description={t('trips.favorites.description')}>
        {created ? (
          <div className="space-y-3">
            <ShareLinkField
              url={created.url}
              label={t('trips.favoritesLink.label')}
              copiedMessage={copiedMessage}
              selectOnShow={!created.copied}
              copier={newLink.copier}
            />
            <LinkExpiry expiresAt={created.expiresAt} />
          </div>
        ) : (
          <>
            <LinkLifetimeSelect value={days} onChange={setDays} />
            <DialogFooter>
              <Button onClick={() => void handleCreate()} disabled={newLink.busy}>
                {newLink.busy ? t('trips.favorites.creating') : t('trips.favorites.create')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogPanel>
    </Dialog>
  );
}
