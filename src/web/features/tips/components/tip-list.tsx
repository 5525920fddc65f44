import { lazy, Suspense, type ReactNode } from 'react';
import type { Tip } from '../../../../shared/contracts/tips.js';
import { cn } from '../../../lib/cn';
import { TipCard, type TipCardExtraProps } from './tip-card';
import { tipItemClassName } from './tip-list-layout';

export type TipListProps = {
  /** Already filtered and in display order; drag indexes refer to this array. */
  tips: Tip[];
  reorderable: boolean;
  /** Called once per real move (never for a drop at the same place or outside the list). */
  onMove: (from: number, to: number) => void;
  /** Shown instead of the list when `tips` is empty. */
  renderEmpty?: () => ReactNode;
  cardProps?: (tip: Tip) => TipCardExtraProps;
  /** Accessible name of the list, e.g. "Eat recommendations". */
  label?: string;
  className?: string;
};

// The drag library is only fetched by pages that reorder, and only once such a list is on screen.
const SortableTipList = lazy(() =>
  import('./sortable-tip-list').then((module) => ({ default: module.SortableTipList })),
);

type PlainTipListProps = Omit<TipListProps, 'onMove' | 'renderEmpty'>;

/** The list without drag support: for read-only views, and while the drag library loads. */
function PlainTipList({ tips, reorderable, cardProps, label, className }: PlainTipListProps) {
  return (
    <ul aria-label={label} className={className}>
      {tips.map((tip) => (
        <li key={tip.id} className={tipItemClassName}>
          {/* null: the handle is drawn (no layout jump later) but inert until dragging is available. */}
          <TipCard tip={tip} dragHandleProps={reorderable ? null : undefined} {...cardProps?.(tip)} />
        </li>
      ))}
    </ul>
  );
}

/** A list of tip cards, reorderable by mouse, touch long-press or keyboard when `reorderable`. */
export function TipList(props: TipListProps) {
  const { tips, reorderable, onMove, renderEmpty, ...rest } = props;
  if (tips.length === 0) return <>{renderEmpty?.() ?? null}</>;
  const className = cn('list-none', props.className);
  if (!reorderable) return <PlainTipList tips={tips} reorderable={false} {...rest} className={className} />;
  return (
    <Suspense fallback={<PlainTipList tips={tips} reorderable {...rest} className={className} />}>
      <SortableTipList tips={tips} onMove={onMove} {...rest} className={className} />
    </Suspense>
  );
}
