import { CheckCircle2, CloudOff, RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { rich, useT } from '../../../lib/i18n';
import { updateQueue, useQueueState } from '../change-queue';
import type { ReadAgain } from '../replay-changes';
import { useOnline } from '../use-online';
import { useOfflineSync } from '../use-offline-sync';
import { ChangeLabelText, refusalText } from './change-label';

/** How long "Synced" stays once the last waiting change has reached the server. */
const SYNCED_SHOWN_MS = 5_000;

const barClass = 'mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm font-semibold sm:px-6';

function useRecentlySynced(syncedAt: number | null): boolean {
  const [expiredFor, setExpired] = useState<number | null>(null);
  useEffect(() => {
    if (syncedAt === null) return;
    const timer = window.setTimeout(
      () => setExpired(syncedAt),
      Math.max(0, syncedAt + SYNCED_SHOWN_MS - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [syncedAt]);
  return syncedAt !== null && expiredFor !== syncedAt;
}

/**
 * Under the header of every signed-in page: whether the app is offline, how many of the owner's changes
 * wait to be sent, "Synced" once they are in, and, until read, each change the server refused (decision 024).
 */
export function OfflineBar({ userId, readAgain }: { userId: string; readAgain: ReadAgain }) {
  const t = useT();
  useOfflineSync(userId, readAgain);
  const online = useOnline();
  const { queued, refused, syncedAt } = useQueueState();
  const waiting = queued.filter((change) => change.userId === userId).length;
  const mine = refused.filter(({ change }) => change.userId === userId);
  const synced = useRecentlySynced(syncedAt);

  return (
    <>
      <div role="status" aria-live="polite">
        {!online ? (
          <div className="bg-slate-800 text-white">
            <p className={barClass}>
              <CloudOff aria-hidden="true" className="size-4 shrink-0" />
              {waiting > 0 ? t('app.offline.offlineWaiting', { count: waiting }) : t('app.offline.offline')}
            </p>
          </div>
        ) : waiting > 0 ? (
          <div className="bg-brand-50 text-brand-800">
            <p className={barClass}>
              <RefreshCw aria-hidden="true" className="size-4 shrink-0 animate-spin" />
              {t('app.offline.syncing', { count: waiting })}
            </p>
          </div>
        ) : synced && mine.length === 0 ? (
          <div className="bg-emerald-50 text-emerald-900">
            <p className={barClass}>
              <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
              {t('app.offline.synced')}
            </p>
          </div>
        ) : null}
      </div>
      {mine.length > 0 ? (
        <div role="alert" className="border-b border-amber-300 bg-amber-50 text-amber-950">
          <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3 sm:px-6">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
            <div className="flex flex-1 flex-col items-start gap-2 text-sm sm:flex-row sm:justify-between">
              <div>
                <p className="font-semibold">{t('app.offline.refusedHeading', { count: mine.length })}</p>
                <ul className="mt-1 list-disc ps-5">
                  {mine.map((refused) => (
                    <li key={refused.change.id}>
                      {rich(t, 'app.offline.refusedItem', {
                        change: <ChangeLabelText label={refused.change.label} />,
                        reason: refusalText(t, refused),
                      })}
                    </li>
                  ))}
                </ul>
              </div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  updateQueue((current) => ({
                    ...current,
                    refused: current.refused.filter(({ change }) => change.userId !== userId),
                  }))
                }
              >
                {t('app.offline.dismiss')}
              </Button>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
