import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import { GripVertical } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

/** A card's grip: `null` draws it inert while the drag library loads, so the card does not shift later. */
export function DragHandle({ handleProps }: { handleProps: DraggableProvidedDragHandleProps | null }) {
  const t = useT();
  const className =
    'flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-500 transition-colors [&_svg]:size-5';
  if (handleProps === null) {
    return (
      <div aria-hidden="true" className={cn(className, 'opacity-40')}>
        <GripVertical />
      </div>
    );
  }
  return (
    <div
      {...handleProps}
      aria-label={t('public.tip.dragHandle')}
      className={cn(className, 'cursor-grab touch-manipulation hover:bg-slate-100 hover:text-slate-800')}
    >
      <GripVertical aria-hidden="true" />
    </div>
  );
}
