import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { withOrderOverrides } from './tip-filters';
import type { OrderStore } from './use-order-saver';

type OrderedTip = { id: string; order_index: number };
type DetailWithTips = { recommendations: OrderedTip[] };

/** An order store that can also show a new order in the page's cache before it is saved. */
export interface DetailOrderStore extends OrderStore {
  show: (tips: OrderedTip[]) => void;
}

/**
 * The order store of a page whose cached detail (a trip's, a guidebook's) lists its tips under
 * `recommendations`: a drop shows there at once, saved positions are written there, and every attempt to
 * save reloads it.
 */
export function detailOrderStore(
  queryClient: QueryClient,
  detailKey: QueryKey,
  send: OrderStore['send'],
): DetailOrderStore {
  const update = (change: (tips: OrderedTip[]) => OrderedTip[]) =>
    queryClient.setQueryData<DetailWithTips>(detailKey, (detail) =>
      detail ? { ...detail, recommendations: change(detail.recommendations) } : detail,
    );
  return {
    send,
    show: (tips) => update(() => tips),
    saved: (positions) => update((tips) => withOrderOverrides(tips, Object.fromEntries(positions))),
    reload: () => void queryClient.invalidateQueries({ queryKey: detailKey }),
  };
}
