import { useState } from 'react';
import { CATEGORY_TITLE_KEYS, type Category } from '../../../../shared/categories.js';
import type { ListAccess } from '../../../../shared/contracts/companions.js';
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
import { rich, useT } from '../../../lib/i18n';
import { useUpdateTripDescription } from '../api';
import { useNewAskLink } from '../trip-sharing-api';

export type AskFriendsStep = 'closed' | 'describe' | 'share';

type AskFriendsDialogsProps = {
  trip: Trip;
  /** The reader's role: an editor passes the link on; only the owner makes a new one. */
  access: ListAccess;
  /** Asking for one category the trip has no tips in: its link opens the friend page there. */
  category: Category | null;
  step: AskFriendsStep;
  onStepChange: (step: AskFriendsStep) => void;
};

/** "Ask Friends For Tips": first the trip description (what kind of tips), then the link to send. */
export function AskFriendsDialogs({ trip, access, category, step, onStepChange }: AskFriendsDialogsProps) {
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
          {step === 'share' ? (
            access.role === 'owner' || !trip.ask_link_revoked ? (
              <ShareAskLink trip={trip} category={category} />
            ) : (
              <AskLinkOff ownerName={access.shared_by ?? ''} />
            )
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** An editor asking for tips while the owner has switched the ask link off. */
function AskLinkOff({ ownerName }: { ownerName: string }) {
  const t = useT();
  return (
    <DialogHeader>
      <DialogTitle>{t('companions.ask.revokedTitle')}</DialogTitle>
      <DialogDescription>
        {rich(t, 'companions.ask.revokedText', { name: <bdi>{ownerName}</bdi> })}
      </DialogDescription>
    </DialogHeader>
  );
}

function ShareAskLink({ trip, category }: { trip: Trip; category: Category | null }) {
  const t = useT();
  const newLink = useNewAskLink(trip.id);
  const destination = <bdi>{trip.destination}</bdi>;
  if (trip.ask_link_revoked) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{t('trips.ask.revokedTitle')}</DialogTitle>
          <DialogDescription>{rich(t, 'trips.ask.revokedText', { destination })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={() => newLink.mutate()} disabled={newLink.isPending}>
            {newLink.isPending ? t('trips.askLink.making') : t('trips.askLink.makeNew')}
          </Button>
        </DialogFooter>
      </>
    );
  }
  const categoryTitle = category ? t(CATEGORY_TITLE_KEYS[category]) : null;
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {categoryTitle
            ? t('trips.ask.categoryTitle', { category: categoryTitle })
            : t('trips.ask.shareTitle')}
        </DialogTitle>
        <DialogDescription>
          {categoryTitle
            ? rich(t, 'trips.ask.categoryText', { category: categoryTitle, destination })
            : rich(t, 'trips.ask.shareText', { destination })}
        </DialogDescription>
      </DialogHeader>
      <ShareLinkField
        url={askForTipsUrl(window.location.origin, trip.share_token, category ?? undefined)}
        label={t('trips.askLink.label')}
        copiedMessage={t('trips.askLink.copied')}
      />
      {trip.tips_paused ? <p className="mt-3 text-sm text-amber-900">{t('trips.ask.pausedNote')}</p> : null}
    </>
  );
}

function DescribeTrip({ trip, onDone }: { trip: Trip; onDone: () => void }) {
  const t = useT();
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
        <DialogTitle>{t('trips.describe.title')}</DialogTitle>
        <DialogDescription>
          {rich(t, 'trips.describe.text', { destination: <bdi>{trip.destination}</bdi> })}
        </DialogDescription>
      </DialogHeader>
      <LimitedTextField
        label={t('trips.describe.label')}
        hideLabel
        rows={4}
        max={LIMITS.tipTypesMaxLength}
        placeholder={t('trips.typesPlaceholder')}
        value={text}
        onChange={setText}
      />
      <DialogFooter>
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {t('trips.describe.skip')}
        </Button>
        <Button onClick={handleNext} disabled={update.isPending}>
          {update.isPending ? t('trips.describe.saving') : t('trips.describe.next')}
        </Button>
      </DialogFooter>
    </>
  );
}
