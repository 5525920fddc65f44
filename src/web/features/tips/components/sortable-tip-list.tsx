import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import type { Tip } from '../../../../shared/contracts/tips.js';
import { cn } from '../../../lib/cn';
import { TipCard, type TipCardExtraProps } from './tip-card';
import { tipItemClassName } from './tip-list-layout';

type SortableTipListProps = {
  tips: Tip[];
  onMove: (from: number, to: number) => void;
  cardProps?: (tip: Tip) => TipCardExtraProps;
  label?: string;
  className?: string;
};

/**
 * The drag-enabled list. Loaded on demand by TipList; the library's defaults are the specified feel
 * (120 ms touch long-press, 5 px mouse threshold, space / arrows / escape on the keyboard).
 */
export function SortableTipList({ tips, onMove, cardProps, label, className }: SortableTipListProps) {
  function handleDragEnd({ source, destination }: DropResult) {
    if (!destination || destination.droppableId !== source.droppableId) return;
    if (destination.index === source.index) return;
    onMove(source.index, destination.index);
  }

  return (
    <DragDropContext onDragEnd={handleDragEnd}>
      <Droppable droppableId="tips">
        {(droppable) => (
          <ul ref={droppable.innerRef} {...droppable.droppableProps} aria-label={label} className={className}>
            {tips.map((tip, index) => (
              <Draggable key={tip.id} draggableId={tip.id} index={index}>
                {(draggable, snapshot) => {
                  const extra = cardProps?.(tip);
                  return (
                    <li ref={draggable.innerRef} {...draggable.draggableProps} className={tipItemClassName}>
                      <TipCard
                        tip={tip}
                        {...extra}
                        dragHandleProps={draggable.dragHandleProps}
                        className={cn(
                          extra?.className,
                          snapshot.isDragging && 'shadow-lift ring-2 ring-brand-500/40',
                        )}
                      />
                    </li>
                  );
                }}
              </Draggable>
            ))}
            {droppable.placeholder}
          </ul>
        )}
      </Droppable>
    </DragDropContext>
  );
}
