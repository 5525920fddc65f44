import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReorderBody } from '../../../shared/contracts/tips.js';
import { showError } from '../../components/ui/toast';
import { errorText } from '../../lib/error-text';
import { useT } from '../../lib/i18n';

/** A drop is saved this long after the last one, so quick successive drops go out as one request. */
export const ORDER_SAVE_DELAY_MS = 700;

export type OrderOverrides = Readonly<Record<string, number>>;

/** Where a list's order is saved: a trip's tips or a guidebook's. Keep it stable (useMemo). */
export interface OrderStore {
  /** Sends one batch of new positions; `keepalive` when the page is going away. */
  send: (order: ReorderBody['order'], keepalive: boolean) => Promise<unknown>;
  /** The server has these positions: write them into the cached list. */
  saved: (positions: ReadonlyMap<string, number>) => void;
  /** After every attempt the list is reloaded, so it shows what the server holds. */
  reload: () => void;
}

const toOrder = (changes: Map<string, number>): ReorderBody['order'] =>
  [...changes].map(([id, order_index]) => ({ id, order_index }));

/**
 * Keeps a new order of a list's tips until the server has it. Drops are merged and saved in one request
 * shortly after the last one; leaving the page (route change, tab hidden or closed) sends what is left with
 * a keepalive request, which the browser completes even after the page is gone. Until a change is saved it
 * stays in `overrides`, so a reload of the list in the meantime does not undo it on screen.
 */
export function useOrderSaver(store: OrderStore) {
  const waiting = useRef(new Map<string, number>());
  const sending = useRef(new Map<string, number>());
  const timer = useRef<number | undefined>(undefined);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const [overrides, setOverrides] = useState<OrderOverrides>({});
  const t = useT();

  const publish = useCallback(() => {
    setOverrides(Object.fromEntries([...sending.current, ...waiting.current]));
  }, []);

  const settle = useCallback(
    (sent: Map<string, number>, saved: boolean) => {
      for (const [id, index] of sent) {
        if (sending.current.get(id) === index) sending.current.delete(id);
      }
      if (saved) store.saved(sent);
      publish();
      store.reload();
    },
    [publish, store],
  );

  const send = useCallback(async () => {
    if (waiting.current.size === 0) return;
    const batch = new Map(waiting.current);
    waiting.current.clear();
    for (const [id, index] of batch) sending.current.set(id, index);
    try {
      await store.send(toOrder(batch), false);
      settle(batch, true);
    } catch (error) {
      showError(t('tips.orderFailed'), errorText(t, error));
      settle(batch, false);
    }
  }, [settle, store, t]);

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
    store
      .send(toOrder(unsaved), true)
      .then(() => settle(unsaved, true))
      .catch((error: unknown) => {
        showError(t('tips.orderFailed'), errorText(t, error));
        settle(unsaved, false);
      });
  }, [settle, store, t]);

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
