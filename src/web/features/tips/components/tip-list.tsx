import { Suspense, type ReactNode } from 'react';
import type { Tip } from '../../../../shared/contracts/tips.js';
import type { PlaceGroup } from '../../../../shared/rules/same-place.js';
import { cn } from '../../../lib/cn';
import { SortableTipList, useSortableListReady } from './lazy-sortable-tip-list';
import { ListCard, oneCardPerTip, type CardRenderers } from './list-card';
import { tipItemClassName } from './tip-list-layout';

export type TipListProps = CardRenderers & {
  /** Already filtered and in display order. */
  tips: Tip[];
  /**
   * The tips as the list shows them: several tips of one place on one card. Drag indexes refer to these
   * cards. One card per tip when not given.
   */
  cards?: readonly PlaceGroup<Tip>[];
  reorderable: boolean;
  /** Called once per real move (never for a drop at the same place or outside the list). */
  onMove: (from: number, to: number) => void;
  /** Shown instead of the list when `tips` is empty. */
  renderEmpty?: () => ReactNode;
  /** Accessible name of the list, e.g. "Eat recommendations". */
  label?: string;
  className?: string;
};

type PlainTipListProps = CardRenderers & {
  cards: readonly PlaceGroup<Tip>[];
  reorderable: boolean;
  label?: string;
  className?: string;
};

/** The list without drag support: for read-only views, and until the drag library is ready. */
function PlainTipList({ cards, reorderable, label, className, ...renderers }: PlainTipListProps) {
  return (
    <ul aria-label={label} className={className}>
      {cards.map((card) => (
        <li key={card.key} className={tipItemClassName}>
          {/* null: the handle is drawn (no layout jump later) but inert until dragging is available. */}
          <ListCard card={card} dragHandleProps={reorderable ? null : undefined} {...renderers} />
        </li>
      ))}
    </ul>
  );
}

/** A list of tip cards, reorderable by mouse, touch long-press or keyboard when `reorderable`. */
export function TipList(props: TipListProps) {
  const { tips, cards: given, reorderable, onMove, renderEmpty, className: listClass, ...rest } = props;
  const sortable = useSortableListReady(reorderable);
  if (tips.length === 0) return <>{renderEmpty?.() ?? null}</>;
  const cards = given ?? oneCardPerTip(tips);
  const className = cn('list-none', listClass);
  const plain = <PlainTipList cards={cards} reorderable={reorderable} {...rest} className={className} />;
  if (!sortable) return plain;
  return (
    <Suspense fallback={plain}>
      <SortableTipList cards={cards} onMove={onMove} {...rest} className={className} />
    </Suspense>
  );
}
