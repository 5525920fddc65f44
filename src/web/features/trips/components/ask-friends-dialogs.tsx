import { useState } from 'react';
import { CATEGORY_TITLES, type Category } from '../../../../shared/categories.js';
import type { Trip } from '../../../../shared/contracts/trips.js';
import { LIMITS } from '../../../../shared/limits.js';
import { askForTipsUrl } from '../../../../shared/rules/share-links.js';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ShareLinkField } from '../../../components/ui/share-link-field';
import { LimitedTextField } from '../../../components/ui/limited-text-field';
import { useUpdateTripDescription } from '../api';
import { useNewAskLink } from '../trip-sharing-api';

export type AskFriendsStep = 'closed' | 'describe' | 'share';

type AskFriendsDialogsProps = {
  trip: Trip;
  /** Asking for one category the trip has no tips in: its link opens the friend page there. */
  category: Category | null;
  step: AskFriendsStep;
  onStepChange: (step: AskFriendsStep) => void;
};

/** "Ask Friends For Tips": first the trip description (what kind of tips), then the link to send. */
export function AskFriendsDialogs({ trip, category, step, onStepChange }: AskFriendsDialogsProps) {
  const close = (open: boolean) => {
    if (!open) onStepChange('closed');
  };
  return (
    <>
      <Dialog open={step === 'describe'} onOpenChange={close}>
        <DialogContent>
          {step === 'describe' ? <DescribeTrip trip={trip} onDone={() => onStepChange('share')} /> : null}
        </DialogContent>
      </Dialog>
      <Dialog open={step === 'share'} onOpenChange={close}>
        <DialogContent>
          {step === 'share' ? <ShareAskLink trip={trip} category={category} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function ShareAskLink({ trip, category }: { trip: Trip; category: Category | null }) {
  const newLink = useNewAskLink(trip.id);
  if (trip.ask_link_revoked) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Your Ask Link Is Revoked</DialogTitle>
          <DialogDescription>
            Friends cannot send tips for {trip.destination} until you make a new link. The old one stays
            switched off.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={() => newLink.mutate()} disabled={newLink.isPending}>
            {newLink.isPending ? 'Making...' : 'Make a New Ask Link'}
          </Button>
        </DialogFooter>
      </>
    );
  }
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {category ? `Ask for ${CATEGORY_TITLES[category]} Tips` : 'Share This Link'}
        </DialogTitle>
        <DialogDescription>
          {category
            ? `This link opens on ${CATEGORY_TITLES[category]} and tells your friends you have no ${CATEGORY_TITLES[category]} tips for ${trip.destination} yet. They do not need an account.`
            : `Send this link to your friends so they can share their tips for ${trip.destination}. They do not need an account.`}
        </DialogDescription>
      </DialogHeader>
      <ShareLinkField
        url={askForTipsUrl(window.location.origin, trip.share_token, category ?? undefined)}
        label="Link for your friends"
        copiedMessage="Share this link to ask for trip recommendations."
      />
      {trip.tips_paused ? (
        <p className="mt-3 text-sm text-amber-900">
          Tip collection is paused: friends can write their tips, and send them once you resume.
        </p>
      ) : null}
    </>
  );
}

function DescribeTrip({ trip, onDone }: { trip: Trip; onDone: () => void }) {
  const saved = trip.recommendation_types ?? '';
  const [text, setText] = useState(saved);
  const update = useUpdateTripDescription(trip.id);

  function handleNext() {
    const next = text.trim();
    // Saved only when the text really changed.
    if (next === saved.trim()) {
      onDone();
      return;
    }
    update.mutate(next, { onSuccess: onDone });
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>What tips are you looking for?</DialogTitle>
        <DialogDescription>
          Your friends will see this with your link. Tell them what would help you most in {trip.destination}.
        </DialogDescription>
      </DialogHeader>
      <LimitedTextField
        label="Trip description"
        hideLabel
        rows={4}
        max={LIMITS.tipTypesMaxLength}
        placeholder="e.g. Coffee spots, hidden bars, day trips, where locals eat..."
        value={text}
        onChange={setText}
      />
      <DialogFooter>
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Skip
        </Button>
        <Button onClick={handleNext} disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Next'}
        </Button>
      </DialogFooter>
    </>
  );
}
