import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import { directionsUrl, mapPoints, mapsPlatformOf } from '../../../../shared/rules/map-points.js';
import type { Tip } from '../../../../shared/contracts/tips.js';
import { cn } from '../../../lib/cn';
import { rich, useT } from '../../../lib/i18n';
import { useUserAgent } from '../../../lib/use-user-agent';
import { CATEGORY_LOOKS } from '../category-style';
import { DragHandle } from './drag-handle';
import { DeleteTipButton, DoneToggle, EditTipButton, FavoriteToggle } from './tip-card-actions';
import { TipContent, type PlaceLinkRender } from './tip-content';

export type TipCardProps = {
  tip: Tip;
  /** Each action button shows only when its handler is given. */
  onToggleCompleted?: () => void;
  onToggleFavorite?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  /**
   * From @hello-pangea/dnd's Draggable. `undefined`: no handle (the list cannot be reordered);
   * `null`: a handle that does nothing yet (the drag library is still loading).
   */
  dragHandleProps?: DraggableProvidedDragHandleProps | null;
  /** Public view: no handle and no action buttons. */
  readOnly?: boolean;
  /** A change to this tip is being saved: its buttons are disabled meanwhile. */
  busy?: boolean;
  className?: string;
  /** How the tagged place links, when the page has a page of its own for it (the owner's trip map). */
  renderPlaceLink?: PlaceLinkRender;
};

/** What a list passes to each card besides the tip itself and the drag handle it draws. */
export type TipCardExtraProps = Omit<TipCardProps, 'tip' | 'dragHandleProps'>;

/** On public pages a located place opens in the visitor's maps app (owner pages pass their own link). */
function directionsHrefOf(tip: Tip, userAgent: string): string | undefined {
  const [point] = mapPoints([tip]);
  return point ? directionsUrl(point, mapsPlatformOf(userAgent)) : undefined;
}

/** One tip: its text and links, who gave it, and the owner's done / favourite / edit / delete controls. */
export function TipCard(props: TipCardProps) {
  const { tip, readOnly = false, busy = false } = props;
  const { onToggleCompleted, onToggleFavorite, onEdit, onDelete } = props;
  const showHandle = !readOnly && props.dragHandleProps !== undefined;
  const hasActions = !readOnly && Boolean(onToggleCompleted ?? onToggleFavorite ?? onEdit ?? onDelete);
  const userAgent = useUserAgent();
  const t = useT();

  return (
    <article
      aria-busy={busy || undefined}
      className={cn(
        'flex gap-1 rounded-2xl border border-s-4 border-slate-200/80 bg-white p-2 shadow-card sm:gap-2 sm:p-3',
        CATEGORY_LOOKS[tip.category].stripe,
        tip.is_completed && 'bg-slate-50 shadow-none',
        props.className,
      )}
    >
      {showHandle ? <DragHandle handleProps={props.dragHandleProps ?? null} /> : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-start sm:gap-3">
        <div className={cn('min-w-0 flex-1 py-2.5 ps-1 leading-relaxed', !showHandle && 'ps-2')}>
          <TipContent
            content={tip.content}
            place={tip}
            placeHref={readOnly ? directionsHrefOf(tip, userAgent) : undefined}
            renderPlaceLink={props.renderPlaceLink}
            className="text-slate-900"
            textClassName={cn(tip.is_completed && 'text-slate-600 line-through decoration-slate-500')}
          />
          {tip.contributor_name ? (
            <p className="mt-1 text-sm break-words text-slate-600">
              {rich(t, 'public.tip.contributor', { name: <bdi>{tip.contributor_name}</bdi> })}
            </p>
          ) : null}
        </div>
        {hasActions ? (
          <div className="-me-1 flex shrink-0 items-center justify-end gap-0.5 self-end sm:self-start">
            {onToggleCompleted ? (
              <DoneToggle done={tip.is_completed} disabled={busy} onToggle={onToggleCompleted} />
            ) : null}
            {onToggleFavorite ? (
              <FavoriteToggle favorite={tip.is_favorite} disabled={busy} onToggle={onToggleFavorite} />
            ) : null}
            {onEdit ? <EditTipButton disabled={busy} onEdit={onEdit} /> : null}
            {onDelete ? <DeleteTipButton excerpt={tip.content} disabled={busy} onDelete={onDelete} /> : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
