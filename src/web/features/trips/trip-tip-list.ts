import { useMemo } from 'react';
import { tipEndpoints } from '../../../shared/contracts/endpoints/tips.js';
import { tripEndpoints } from '../../../shared/contracts/endpoints/trips.js';
import type { Tip } from '../../../shared/contracts/tips.js';
import type { TripDetail } from '../../../shared/contracts/trips.js';
import { apiRequest } from '../../lib/api-client';
import { useT, type Translate } from '../../lib/i18n';
import { randomId } from '../../lib/random-id';
import { useSignedInUser } from '../auth/signed-in-user';
import { labelOf, withQueuedChanges, type QueuedChange, type TipFlags } from '../offline/queue-rules';
import { sendOrQueue } from '../offline/send-or-queue';
import type { Sent, TipListKind } from '../tips/tip-list-kind';
import { tripKeys } from './trip-keys';

/** A change sent, or queued to be sent once the server can be reached: the trip page then shows it at once. */
async function sentOrKept<T>(change: QueuedChange, send: () => Promise<T>): Promise<Sent<T, TripDetail>> {
  const answer = await sendOrQueue(change, send);
  if ('sent' in answer) return answer;
  return { kept: (detail) => withQueuedChanges(detail, [answer.queued]) };
}

export type TripTipList = TipListKind<Tip, TripDetail, TipFlags>;

/**
 * A trip's tips, as the owner's trip page changes them. Adds and done or favourite go through the offline
 * queue of `userId` (decision 024): offline they wait on this device and are sent once back online. Each
 * new tip carries an id made here, so a batch sent twice is stored once. Its toasts speak as `t` does.
 */
export function tripTipList(userId: string, t: Translate): TripTipList {
  return {
    keys: tripKeys,
    events: { endpoint: tripEndpoints.tripEvents, kinds: ['ready', 'recommendations', 'trip'] },
    orderRule: 'trip',
    cardTip: (tip) => tip,
    done: (on) => ({ is_completed: on }),
    addedToast: (count) => ({
      title: t('trips.tipsAdded.title'),
      description: t('trips.tipsAdded.description', { count }),
    }),
    addFailed: t('trips.tipsAddFailed'),
    add: (tripId, newTips) => {
      const entries = newTips.map((entry) => ({ ...entry, id: randomId() }));
      const label = labelOf({ kind: 'add', texts: entries.map((entry) => entry.content.trim()) });
      return sentOrKept(
        { id: randomId(), userId, tripId, kind: 'add', entries, label },
        async () =>
          (await apiRequest(tipEndpoints.addTips, { params: { id: tripId }, body: { entries } }))
            .recommendations,
      );
    },
    changeOne: ({ listId, tipIds, change, tipText }) =>
      sentOrKept(flagsChange(userId, listId, tipIds, change, tipText), async () => {
        const params = { id: tipIds[0] ?? '' };
        return (await apiRequest(tipEndpoints.updateTip, { params, body: change })).recommendation;
      }),
    changeMany: ({ listId, tipIds, change, tipText }) =>
      sentOrKept(flagsChange(userId, listId, tipIds, change, tipText), async () => {
        const body = { ids: tipIds, ...change };
        return (await apiRequest(tipEndpoints.updateTips, { params: { id: listId }, body })).recommendations;
      }),
    remove: (tipId) => apiRequest(tipEndpoints.deleteTip, { params: { id: tipId } }),
    reorder: (tripId, order, keepalive) =>
      apiRequest(tipEndpoints.reorderTips, { params: { id: tripId }, body: { order }, keepalive }),
  };
}

function flagsChange(
  userId: string,
  tripId: string,
  tipIds: string[],
  flags: TipFlags,
  tipText: string,
): QueuedChange {
  const label = labelOf({ kind: 'flags', flags, tipText });
  return { id: randomId(), userId, tripId, kind: 'flags', tipIds, flags, label };
}

/** The signed-in owner's trip tips. */
export function useTripTipList(): TripTipList {
  const { id } = useSignedInUser();
  const t = useT();
  return useMemo(() => tripTipList(id, t), [id, t]);
}
