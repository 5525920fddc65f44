import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReorderBody } from '../../../../shared/contracts/tips.js';
import { showError } from '../../../components/ui/toast';
import { tipEndpoints } from '../../../../shared/contracts/endpoints/tips.js';
import { apiRequest, errorMessageOf } from '../../../lib/api-client';
import { tripKeys, updateCachedDetail } from '../api';

/** A drop is saved this long after the last one, so quick successive drops go out as one request. */
export const ORDER_SAVE_DELAY_MS = 700;

export type OrderOverrides = Readonly<Record<string, number>>;

const toOrder = (changes: Map<string, number>): ReorderBody['order'] =>
  [...changes].map(([id, order_index]) => ({ id, order_index }));

/**
 * Keeps a new order of the trip's tips until the server has it. Drops are merged and saved in one request
 * shortly after the last one; leaving the page (route change, tab hidden or closed) sends what is left with
 * a keepalive request, which the browser completes even after the page is gone. Until a change is saved it
 * stays in `overrides`, so a reload of the list in the meantime does not undo it on screen.
 */
export function useOrderSaver(tripId: string) {
  const queryClient = useQueryClient();
  const waiting = useRef(new Map<string, number>());
  const sending = useRef(new Map<string, number>());
  const timer = useRef<number | undefined>(undefined);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const [overrides, setOverrides] = useState<OrderOverrides>({});

  const publish = useCallback(() => {
    setOverrides(Object.fromEntries([...sending.current, ...waiting.current]));
  }, []);

  const settle = useCallback(
    (sent: Map<string, number>, saved: boolean) => {
      for (const [id, index] of sent) {
        if (sending.current.get(id) === index) sending.current.delete(id);
      }
      if (saved) {
        updateCachedDetail(queryClient, tripId, (detail) => ({
          ...detail,
          recommendations: detail.recommendations.map((tip) => {
            const order_index = sent.get(tip.id);
            return order_index === undefined ? tip : { ...tip, order_index };
          }),
        }));
      }
      publish();
      void queryClient.invalidateQueries({ queryKey: tripKeys.detail(tripId) });
    },
    [publish, queryClient, tripId],
  );

  const send = useCallback(async () => {
    if (waiting.current.size === 0) return;
    const batch = new Map(waiting.current);
    waiting.current.clear();
    for (const [id, index] of batch) sending.current.set(id, index);
    try {
      await apiRequest(tipEndpoints.reorderTips, { params: { id: tripId }, body: { order: toOrder(batch) } });
      settle(batch, true);
    } catch (error) {
      showError('Error saving recommendation order', errorMessageOf(error));
      settle(batch, false);
    }
  }, [settle, tripId]);

  /** One request at a time, so an older order can never overtake a newer one. */
  const save = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    chain.current = chain.current.then(send);
    return chain.current;
  }, [send]);

  /** Sends everything not yet confirmed in a request that outlives the page. */
  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const unsaved = new Map([...sending.current, ...waiting.current]);
    if (unsaved.size === 0) return;
    for (const [id, index] of waiting.current) sending.current.set(id, index);
    waiting.current.clear();
    apiRequest(tipEndpoints.reorderTips, {
      params: { id: tripId },
      body: { order: toOrder(unsaved) },
      keepalive: true,
    })
      .then(() => settle(unsaved, true))
      .catch((error: unknown) => {
        showError('Error saving recommendation order', errorMessageOf(error));
        settle(unsaved, false);
      });
  }, [settle, tripId]);

  const queue = useCallback(
    (changes: ReorderBody['order']) => {
      if (changes.length === 0) return;
      for (const { id, order_index } of changes) waiting.current.set(id, order_index);
      publish();
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void save(), ORDER_SAVE_DELAY_MS);
    },
    [publish, save],
  );

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [flush]);

  return { overrides, queue };
}
