import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { SHARE_LINK_DAYS } from '../../../../shared/limits.js';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogFooter, DialogPanel, DialogTrigger } from '../../../components/ui/dialog';
import { ShareLinkField } from '../../../components/ui/share-link-field';
import { LinkExpiry, LinkLifetimeSelect } from '../../../components/ui/share-link-lifetime';
import { useNewShareLink, type NewShareLink } from '../../../components/ui/use-new-share-link';
import { useCreateSharedFavorites } from '../trip-sharing-api';

const FAVORITES_COPIED = 'Share this link to show your favorite recommendations.';

/** Creates an expiring link to the trip's favourites, copies it and shows it. */
export function ShareFavoritesDialog({ tripId }: { tripId: string }) {
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState<number>(SHARE_LINK_DAYS.default);
  const [created, setCreated] = useState<NewShareLink | null>(null);
  const createLink = useCreateSharedFavorites(tripId);
  const newLink = useNewShareLink(FAVORITES_COPIED);

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
          Share Favorites
        </Button>
      </DialogTrigger>
      <DialogPanel
        title="Share Your Favorites"
        description="Anyone with the link can see the recommendations you marked as favorites, until it expires."
      >
        {created ? (
          <div className="space-y-3">
            <ShareLinkField
              url={created.url}
              label="Link to your favorites"
              copiedMessage={FAVORITES_COPIED}
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
                {newLink.busy ? 'Creating...' : 'Create Link'}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogPanel>
    </Dialog>
  );
}
