import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import type { Tip } from '../../../../shared/contracts/tips.js';
import type { PlaceGroup } from '../../../../shared/rules/same-place.js';
import { ListCard, type CardRenderers } from './list-card';
import { tipItemClassName } from './tip-list-layout';

type SortableTipListProps = CardRenderers & {
  cards: readonly PlaceGroup<Tip>[];
  onMove: (from: number, to: number) => void;
  label?: string;
  className?: string;
};

/**
 * The drag-enabled list. Loaded on demand by TipList; the library's defaults are the specified feel
 * (120 ms touch long-press, 5 px mouse threshold, space / arrows / escape on the keyboard). A merged
 * card moves as one.
 */
export function SortableTipList({ cards, onMove, label, className, ...renderers }: SortableTipListProps) {
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
            {cards.map((card, index) => (
              <Draggable key={card.key} draggableId={card.key} index={index}>
                {(draggable, snapshot) => (
                  <li ref={draggable.innerRef} {...draggable.draggableProps} className={tipItemClassName}>
                    <ListCard
                      card={card}
                      {...renderers}
                      dragHandleProps={draggable.dragHandleProps}
                      className={snapshot.isDragging ? 'shadow-lift ring-2 ring-brand-500/40' : undefined}
                    />
                  </li>
                )}
              </Draggable>
            ))}
            {droppable.placeholder}
          </ul>
        )}
      </Droppable>
    </DragDropContext>
  );
}
