import { Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { SHARE_LINK_DAYS } from '../../../../shared/limits.js';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { showSuccess } from '../../../components/ui/toast';
import { writeToClipboard } from '../hooks/use-copy-link';
import { useCreateSharedFavorites } from '../tips-api';
import { ShareLinkField } from './share-link-field';

const LIFETIMES = [1, 7, SHARE_LINK_DAYS.default, 90, SHARE_LINK_DAYS.max] as const;
const FAVORITES_COPIED = 'Share this link to show your favorite recommendations.';

const dayLabel = (days: number) => (days === 1 ? '1 day' : `${days} days`);
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

type Created = { url: string; expiresAt: string; copied: boolean };

/** Creates an expiring link to the trip's favourites, copies it and shows it. */
export function ShareFavoritesDialog({ tripId }: { tripId: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState<number>(SHARE_LINK_DAYS.default);
  const [created, setCreated] = useState<Created | null>(null);
  const createLink = useCreateSharedFavorites(tripId);

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (!next) setCreated(null);
  }

  async function handleCreate() {
    const link = await createLink.mutateAsync(days).catch(() => null);
    if (!link) return; // The mutation has shown the error.
    const copied = await writeToClipboard(link.share_url);
    if (copied) showSuccess('Link copied!', FAVORITES_COPIED);
    else showSuccess('Share link ready', 'Please copy the link manually from the dialog.');
    setCreated({ url: link.share_url, expiresAt: link.expires_at, copied });
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <Share2 aria-hidden="true" />
          Share Favorites
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share Your Favorites</DialogTitle>
          <DialogDescription>
            Anyone with the link can see the recommendations you marked as favorites, until it expires.
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <div className="space-y-3">
            <ShareLinkField
              url={created.url}
              label="Link to your favorites"
              copiedMessage={FAVORITES_COPIED}
              selectOnShow={!created.copied}
            />
            <p className="text-sm text-slate-600">
              The link works until {dateFormat.format(new Date(created.expiresAt))}.
            </p>
          </div>
        ) : (
          <>
            <div className="space-y-1.5">
              <label htmlFor={id} className="text-sm font-semibold text-slate-800">
                Link expires after
              </label>
              <select
                id={id}
                value={days}
                onChange={(event) => setDays(Number(event.target.value))}
                className="h-11 w-full cursor-pointer rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 hover:border-slate-400 sm:text-sm"
              >
                {LIFETIMES.map((lifetime) => (
                  <option key={lifetime} value={lifetime}>
                    {dayLabel(lifetime)}
                  </option>
                ))}
              </select>
            </div>
            <DialogFooter>
              <Button onClick={() => void handleCreate()} disabled={createLink.isPending}>
                {createLink.isPending ? 'Creating...' : 'Create Link'}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
