import { useState } from 'react';
import type { NewTip } from '../../../../shared/contracts/tips.js';
import { contributorNameToSend } from '../sending-rules';
import { useTipSubmission } from '../use-tip-submission';
import { ContributorNameDialog } from './contributor-name-dialog';

export type SendStepProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tripId: string;
  /** The ask link the page was opened by, which the server checks once the owner has made a new one. */
  shareToken: string | null;
  ownerFirstName: string;
  entries: NewTip[];
  name: string;
  onNameChange: (name: string) => void;
  anonymous: boolean;
  onAnonymousChange: (anonymous: boolean) => void;
  /** The server has stored the tips (kept for the thank-you page, and toasted). */
  onSent: () => void;
};

/** The name step and the one request that sends everything; fetched only once there is something to send. */
export function SendStep({ tripId, shareToken, entries, onSent, ...props }: SendStepProps) {
  const submission = useTipSubmission(tripId, onSent);
  // Each opening starts without the last attempt's error.
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) submission.clearError();
  }
  return (
    <ContributorNameDialog
      {...props}
      tipCount={entries.length}
      submitting={submission.submitting}
      error={submission.error}
      onConfirm={() =>
        void submission.submit({
          entries,
          contributor_name: contributorNameToSend(props.name, props.anonymous),
          ...(shareToken ? { share_token: shareToken } : {}),
        })
      }
    />
  );
}
