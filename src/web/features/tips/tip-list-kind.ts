import type { QueryKey } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/contracts/contract.js';
import type { Category } from '../../../shared/categories.js';
import type { NewTip, ReorderBody, Tip } from '../../../shared/contracts/tips.js';
import type { ReorderRule } from '../../../shared/rules/order-index.js';
import type { PlacedTip } from '../../../shared/rules/same-place.js';

/** A tip as an owner's list holds it (a trip's, a guidebook's). */
export type ListTip = PlacedTip & {
  category: Category;
  content: string;
  is_favorite: boolean;
  order_index: number;
};

/** The cached read of a list's page: its parent, and its tips under `recommendations`. */
export type ListDetail<T> = { recommendations: T[] };

/**
 * What a write came to: the server's answer, or the change kept on this device to be sent later
 * (decision 024), with how the cached list shows it meanwhile.
 */
export type Sent<A, D> = { sent: A } | { kept: (detail: D) => D };

/** What a card's heart sends, on every kind of list. */
export type Heart = { is_favorite: boolean };

/** A change to one tip or several: the tip text names it in a change kept for later. */
export type TipsChange<C> = { listId: string; tipIds: string[]; change: C; tipText: string };

/**
 * One kind of owner's list of tips, as the one list hook (use-tip-list-mutations.ts) needs it: where its
 * page is cached, how it is sent, and what its pages say. `Flags` is what a card's buttons change besides
 * the heart ("done", where tips have it); `Change` what a change of one tip may carry besides.
 */
export interface TipListKind<T extends ListTip, D extends ListDetail<T>, Flags, Change = Flags> {
  /** The cached reads of one list's page, and of the owner's overview whose counts follow its tips. */
  keys: { detail: (listId: string) => QueryKey; list: () => QueryKey };
  /** The list's server events (an `:id` address), and the kinds that mean it changed ("ready" among them). */
  events: { endpoint: Pick<Endpoint, 'path'>; kinds: readonly string[] };
  /** How a drop renumbers the list. */
  orderRule: ReorderRule;
  /** How a tip of the list shows on a tip card. */
  cardTip: (tip: T) => Tip;
  /** What a card's done toggle sends, where tips can be done. */
  done?: (on: boolean) => Flags;
  /** The add dialog's success toast for `count` new tips, and the title of its error. */
  addedToast: (count: number) => { title: string; description: string };
  addFailed: string;
  add: (listId: string, entries: NewTip[]) => Promise<Sent<T[], D>>;
  changeOne: (change: TipsChange<Heart | Flags | Change>) => Promise<Sent<T, D>>;
  changeMany: (change: TipsChange<Heart | Flags>) => Promise<Sent<T[], D>>;
  remove: (tipId: string) => Promise<unknown>;
  reorder: (listId: string, order: ReorderBody['order'], keepalive: boolean) => Promise<unknown>;
}

/** The keys of a list's pending changes and deletes, under its page's key; each covers its "many". */
export function tipMutationKeys(detailKey: QueryKey) {
  const change = [...detailKey, 'change-tip'] as const;
  const remove = [...detailKey, 'delete-tip'] as const;
  return { change, changeMany: [...change, 'many'], remove, removeMany: [...remove, 'many'] } as const;
}

/** How the cached list shows what a write came to: as the server saved it, or as kept for later. */
export function shownAfter<A, D>(answer: Sent<A, D>, saved: (detail: D, answer: A) => D): (detail: D) => D {
  return 'kept' in answer ? answer.kept : (detail) => saved(detail, answer.sent);
}

/** The text of the first of `tipIds` in the cached list, for a change kept for later. */
export function tipTextOf(
  detail: ListDetail<Pick<ListTip, 'id' | 'content'>> | undefined,
  tipIds: readonly string[],
): string {
  return detail?.recommendations.find((tip) => tip.id === tipIds[0])?.content ?? '';
}

/** A heart needs no toast: the card shows it. An edit made in a dialog (new text) does. */
export const isEdit = (change: object): boolean => 'content' in change && change.content !== undefined;
