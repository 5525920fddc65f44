import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { NewTip } from '../../../shared/contracts/tips.js';
import { showError, showSuccess } from '../../components/ui/toast';
import { errorText } from '../../lib/error-text';
import { useT } from '../../lib/i18n';
import { updateCached } from '../../lib/update-cached';
import { detailOrderStore } from './detail-order-store';
import { withAddedTips, withoutTip, withSavedTip } from './detail-tips';
import {
  isEdit,
  shownAfter,
  tipMutationKeys,
  tipTextOf,
  type Heart,
  type ListDetail,
  type ListTip,
  type TipListKind,
} from './tip-list-kind';
import { showTipsDeleted } from './tips-deleted-toast';
import { usePendingTipIds } from './use-pending-tip-ids';

export type OneTipChange<C> = { tipId: string; change: C };
export type ManyTipsChange<C> = { tipIds: string[]; change: C };

/**
 * Add, change, delete and reorder the tips of one owner's list, of any kind. Each change is saved first,
 * then the list shows the saved tips (or, for a change kept on this device, the change as kept); a failure
 * says why and reloads the list, in case it changed meanwhile.
 */
export function useTipListMutations<
  T extends ListTip,
  D extends ListDetail<T>,
  F extends object,
  C extends object,
>(kind: TipListKind<T, D, F, C>, listId: string) {
  const queryClient = useQueryClient();
  const t = useT();
  const detailKey = kind.keys.detail(listId);
  const keys = tipMutationKeys(detailKey);
  const show = (update: (detail: D) => D) => updateCached(queryClient, detailKey, update);
  const tipText = (tipIds: string[]) => tipTextOf(queryClient.getQueryData<D>(detailKey), tipIds);
  const reload = () => queryClient.invalidateQueries({ queryKey: detailKey });
  const markOverviewStale = () => queryClient.invalidateQueries({ queryKey: kind.keys.list() });
  const failed =
    (title: 'tips.updateFailed' | 'tips.updateManyFailed' | 'tips.deleteFailed') => (error: Error) => {
      showError(t(title), errorText(t, error));
      return reload();
    };

  /** Adds a batch of tips in one request; the add dialog keeps its entries when this rejects. */
  const add = useMutation({
    mutationFn: (entries: NewTip[]) => kind.add(listId, entries),
    onSuccess: (answer) => {
      show(shownAfter(answer, withAddedTips));
      if ('kept' in answer) {
        showSuccess(t('tips.add.savedOnDevice'), t('tips.add.savedOnDeviceText'));
        return;
      }
      const toast = kind.addedToast(answer.sent.length);
      showSuccess(toast.title, toast.description);
      return markOverviewStale();
    },
    onError: (error) => showError(kind.addFailed, errorText(t, error)),
  });

  const changeOne = useMutation({
    mutationKey: keys.change,
    mutationFn: ({ tipId, change }: OneTipChange<Heart | F | C>) =>
      kind.changeOne({ listId, tipIds: [tipId], change, tipText: tipText([tipId]) }),
    onSuccess: (answer, { change }) => {
      show(shownAfter(answer, withSavedTip));
      if (isEdit(change)) showSuccess(t('tips.updated'));
    },
    onError: failed('tips.updateFailed'),
  });

  /** The buttons of a merged card: every tip of its place in one request, all or none. */
  const changeMany = useMutation({
    mutationKey: keys.changeMany,
    mutationFn: ({ tipIds, change }: ManyTipsChange<Heart | F>) =>
      kind.changeMany({ listId, tipIds, change, tipText: tipText(tipIds) }),
    onSuccess: (answer) => show(shownAfter(answer, (detail, saved) => saved.reduce(withSavedTip, detail))),
    onError: failed('tips.updateManyFailed'),
  });

  const remove = useMutation({
    mutationKey: keys.remove,
    mutationFn: (tipId: string) => kind.remove(tipId),
    onSuccess: (_data, tipId) => {
      show((detail) => withoutTip(detail, tipId));
      showTipsDeleted(t, 1);
      return markOverviewStale();
    },
    onError: failed('tips.deleteFailed'),
  });

  /** The tips ticked in a merged card's delete dialog, each deleted as from a card of its own. */
  const removeMany = useMutation({
    mutationKey: keys.removeMany,
    mutationFn: (tipIds: string[]) => Promise.all(tipIds.map((id) => kind.remove(id))),
    onSuccess: (_data, tipIds) => {
      show((detail) => tipIds.reduce(withoutTip, detail));
      showTipsDeleted(t, tipIds.length);
      return markOverviewStale();
    },
    onError: failed('tips.deleteFailed'),
  });

  /** Tips with a change or delete on its way to the server. */
  const busy = usePendingTipIds(keys.change, keys.remove);

  /** Where the page saves a new order of its tips. */
  const orderStore = useMemo(
    () =>
      detailOrderStore(queryClient, kind.keys.detail(listId), (order, keepalive) =>
        kind.reorder(listId, order, keepalive),
      ),
    [queryClient, kind, listId],
  );

  return { add, changeOne, changeMany, remove, removeMany, busy, orderStore };
}

export type TipListMutations<
  T extends ListTip,
  D extends ListDetail<T>,
  F extends object,
  C extends object,
> = ReturnType<typeof useTipListMutations<T, D, F, C>>;
