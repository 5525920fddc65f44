import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import { MapPin } from 'lucide-react';
import type { Tip } from '../../../../shared/contracts/tips.js';
import { cn } from '../../../lib/cn';
import { rich, useT } from '../../../lib/i18n';
import { CATEGORY_LOOKS } from '../category-style';
import { DeleteWhichButton } from './delete-which-button';
import { DragHandle } from './drag-handle';
import { DoneToggle, EditTipButton, FavoriteToggle } from './tip-card-actions';
import { TipContent, type PlaceLinkRender } from './tip-content';

export type PlaceCardProps = {
  /** Two or more tips that name one place, in the order they were given. */
  tips: readonly Tip[];
  /** Each action shows only when its handler is given; each applies to every tip of the card. */
  onSetCompleted?: (done: boolean) => void;
  onSetFavorite?: (favorite: boolean) => void;
  onDelete?: (tipIds: string[]) => void;
  /** An edit button beside each tip's words (guidebooks, where the owner wrote them). */
  onEditTip?: (tipId: string) => void;
  /** The line under the place: "Recommended by 3 friends" unless the page says otherwise. */
  summary?: string;
  dragHandleProps?: DraggableProvidedDragHandleProps | null;
  /** A change to one of its tips is being saved. */
  busy?: boolean;
  className?: string;
  /** How the place's name links (the page's own map). */
  renderPlaceLink?: PlaceLinkRender;
};

/** What a list passes to each merged card besides its tips and drag handle. */
export type PlaceCardExtraProps = Omit<PlaceCardProps, 'tips' | 'dragHandleProps'>;

const placeLinkClass =
  'rounded-sm text-brand-800 underline decoration-brand-700/40 underline-offset-2 hover:decoration-brand-800';

/**
 * Several friends' tips for one place, as one card (a view: each tip stays as it was sent): the place,
 * "Recommended by N friends", and each friend's words and name. Done and favourite are the card's when
 * every tip has them, and set or clear them on all.
 */
export function PlaceCard(props: PlaceCardProps) {
  const { tips, busy = false, onSetCompleted, onSetFavorite, onDelete, onEditTip } = props;
  const t = useT();
  const first = tips[0];
  if (!first) return null;
  const placeName = first.place_name?.trim() ?? '';
  const done = tips.every((tip) => tip.is_completed);
  const favorite = tips.every((tip) => tip.is_favorite);
  const showHandle = props.dragHandleProps !== undefined;
  const name = (
    <span dir="auto" className="break-words">
      {placeName}
    </span>
  );
  const summary = props.summary ?? t('public.tip.recommendedBy', { count: tips.length });

  return (
    <article
      aria-busy={busy || undefined}
      aria-label={t('public.tip.placeLabel', { place: placeName, summary })}
      className={cn(
        'flex gap-1 rounded-2xl border border-s-4 border-slate-200/80 bg-white p-2 shadow-card sm:gap-2 sm:p-3',
        CATEGORY_LOOKS[first.category].stripe,
        done && 'bg-slate-50 shadow-none',
        props.className,
      )}
    >
      {showHandle ? <DragHandle handleProps={props.dragHandleProps ?? null} /> : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-start sm:gap-3">
        <div className={cn('min-w-0 flex-1 py-2.5 ps-1 leading-relaxed', !showHandle && 'ps-2')}>
          <p className="flex items-start gap-1.5 font-bold text-slate-900">
            <MapPin className="mt-1 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {props.renderPlaceLink
              ? props.renderPlaceLink({ className: placeLinkClass, children: name })
              : name}
          </p>
          <p className="text-sm font-semibold text-brand-700">{summary}</p>
          <ul className="mt-3 space-y-3 border-s-2 border-slate-200 ps-3">
            {tips.map((tip) => (
              <li key={tip.id} className="flex items-start gap-1">
                <div className="min-w-0 flex-1">
                  <TipContent
                    content={tip.content}
                    className="text-slate-900"
                    textClassName={cn(tip.is_completed && 'text-slate-600 line-through decoration-slate-500')}
                  />
                  {tip.contributor_name ? (
                    <p className="mt-0.5 text-sm break-words text-slate-600">
                      {rich(t, 'public.tip.contributor', { name: <bdi>{tip.contributor_name}</bdi> })}
                    </p>
                  ) : null}
                </div>
                {onEditTip ? (
                  <EditTipButton disabled={busy} onEdit={() => onEditTip(tip.id)} className="-my-2" />
                ) : null}
              </li>
            ))}
          </ul>
        </div>
        {onSetCompleted || onSetFavorite || onDelete ? (
          <div className="-me-1 flex shrink-0 items-center justify-end gap-0.5 self-end sm:self-start">
            {onSetCompleted ? (
              <DoneToggle done={done} disabled={busy} onToggle={() => onSetCompleted(!done)} />
            ) : null}
            {onSetFavorite ? (
              <FavoriteToggle favorite={favorite} disabled={busy} onToggle={() => onSetFavorite(!favorite)} />
            ) : null}
            {onDelete ? (
              <DeleteWhichButton placeName={placeName} tips={tips} disabled={busy} onDelete={onDelete} />
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
