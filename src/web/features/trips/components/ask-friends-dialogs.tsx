import { useState } from 'react';
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

export type AskFriendsStep = 'closed' | 'describe' | 'share';

type AskFriendsDialogsProps = {
  trip: Trip;
  step: AskFriendsStep;
  onStepChange: (step: AskFriendsStep) => void;
};

/** "Ask Friends For Tips": first the trip description (what kind of tips), then the link to send. */
export function AskFriendsDialogs({ trip, step, onStepChange }: AskFriendsDialogsProps) {
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
        <DialogContent>{step === 'share' ? <ShareAskLink trip={trip} /> : null}</DialogContent>
      </Dialog>
    </>
  );
}

function ShareAskLink({ trip }: { trip: Trip }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Share This Link</DialogTitle>
        <DialogDescription>
          Send this link to your friends so they can share their tips for {trip.destination}. They do not need
          an account.
        </DialogDescription>
      </DialogHeader>
      <ShareLinkField
        url={askForTipsUrl(window.location.origin, trip.id)}
        label="Link for your friends"
        copiedMessage="Share this link to ask for trip recommendations."
      />
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
        max={LIMITS.recommendationTypesMaxLength}
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
