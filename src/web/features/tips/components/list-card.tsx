import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import type { Tip } from '../../../../shared/contracts/tips.js';
import type { PlaceGroup } from '../../../../shared/rules/same-place.js';
import { cn } from '../../../lib/cn';
import { PlaceCard, type PlaceCardExtraProps } from './place-card';
import { TipCard, type TipCardExtraProps } from './tip-card';

/** How a list draws its cards: a tip's own card, or the merged card of several tips of one place. */
export type CardRenderers = {
  cardProps?: (tip: Tip) => TipCardExtraProps;
  placeCardProps?: (tips: readonly Tip[]) => PlaceCardExtraProps;
};

/** One tip per card: a list that does not merge tips of one place. */
export const oneCardPerTip = (tips: readonly Tip[]): PlaceGroup<Tip>[] =>
  tips.map((tip) => ({ key: tip.id, tips: [tip] }));

type ListCardProps = CardRenderers & {
  card: PlaceGroup<Tip>;
  dragHandleProps?: DraggableProvidedDragHandleProps | null;
  className?: string;
};

export function ListCard({ card, cardProps, placeCardProps, dragHandleProps, className }: ListCardProps) {
  const [only] = card.tips;
  if (only && card.tips.length === 1) {
    const extra = cardProps?.(only);
    return (
      <TipCard
        tip={only}
        {...extra}
        dragHandleProps={dragHandleProps}
        className={cn(extra?.className, className)}
      />
    );
  }
  const extra = placeCardProps?.(card.tips);
  return (
    <PlaceCard
      tips={card.tips}
      {...extra}
      dragHandleProps={dragHandleProps}
      className={cn(extra?.className, className)}
    />
  );
}
