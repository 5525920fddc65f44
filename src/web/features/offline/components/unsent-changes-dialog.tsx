import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { queueState, useQueueState } from '../change-queue';
import type { ReadAgain } from '../replay-changes';

type UnsentChangesDialogProps = {
  userId: string;
  /** What to read again once changes are sent (replay-changes.ts). */
  readAgain: ReadAgain;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Signs out, which forgets the queue with everything else kept for the account. */
  onSignOut: () => Promise<void>;
};

const refusedCount = (userId: string) =>
  queueState().refused.filter(({ change }) => change.userId === userId).length;

/**
 * Signing out keeps nothing of the account on this device (decision 024), so changes still waiting would
 * be lost: the owner sends them first, or discards them knowingly.
 */
export function UnsentChangesDialog({
  userId,
  readAgain,
  open,
  onOpenChange,
  onSignOut,
}: UnsentChangesDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const waiting = useQueueState().queued.filter((change) => change.userId === userId).length;
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function sendThenSignOut() {
    if (!navigator.onLine) {
      setProblem(t('app.unsentChanges.offline'));
      return;
    }
    setProblem(null);
    setSending(true);
    const refusedBefore = refusedCount(userId);
    const { replayChanges } = await import('../replay-changes');
    await replayChanges(queryClient, userId, readAgain);
    setSending(false);
    const left = queueState().queued.filter((change) => change.userId === userId).length;
    if (left > 0) {
      setProblem(t('app.unsentChanges.unreached', { count: left }));
    } else if (refusedCount(userId) > refusedBefore) {
      // The notice under the header names what the server refused; the owner reads it before leaving.
      onOpenChange(false);
    } else {
      await onSignOut();
    }
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setProblem(null);
        onOpenChange(next);
      }}
    >
      <AlertDialogContent className="md:max-w-lg">
        <AlertDialogHeader>
          <AlertDialogTitle>
            {waiting > 0 ? t('app.unsentChanges.title', { count: waiting }) : t('app.unsentChanges.allSent')}
          </AlertDialogTitle>
          <AlertDialogDescription>{t('app.unsentChanges.text')}</AlertDialogDescription>
        </AlertDialogHeader>
        {problem ? (
          <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {problem}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={sending}>{t('app.cancel')}</AlertDialogCancel>
          <AlertDialogAction destructive disabled={sending} onClick={() => void onSignOut()}>
            {t('app.unsentChanges.discard')}
          </AlertDialogAction>
          <Button disabled={sending} onClick={() => void sendThenSignOut()}>
            {sending ? t('app.unsentChanges.sending') : t('app.unsentChanges.send')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
