import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type RefCallback } from 'react';
import type { PlaceData } from '../../../../shared/contracts/tips.js';
import { LIMITS } from '../../../../shared/limits.js';
import { Textarea } from '../../../components/ui/textarea';
import { X } from '../../../components/ui/inline-icons';
import { clsx } from 'clsx';
import { useT, withMessages } from '../../../lib/i18n';
import { publicMessages } from '../../../lib/message-bundles';
import { tagPositions } from '../../places/tag-positions';
import type { DraftTip } from '../tips-draft';
import { usePastedMapLink } from '../use-pasted-map-link';

// Fetched on the first `@`, with the catalogue its texts are in: the friend page's first load stays
// within its budget.
const PlaceTagging = lazy(() =>
  withMessages([publicMessages], () => import('../../places/components/place-tagging')),
);

/** The counter appears this close to the limit, so short tips stay uncluttered. */
const COUNTER_FROM = LIMITS.tipMaxLength - 200;

type DraftTipFieldProps = {
  entry: DraftTip;
  /** Screen-reader label, e.g. "Eat recommendation 2". */
  label: string;
  /** The remove button's label, e.g. "Remove eat recommendation 2"; needed when `removable`. */
  removeLabel?: string;
  /** Shown inside the field while it is empty. */
  emptyText: string;
  /** id of the category prompt, read out with the field. */
  promptId: string;
  removable: boolean;
  disabled: boolean;
  textareaRef: RefCallback<HTMLTextAreaElement>;
  /** `caret`: where the text cursor is after the change. */
  onContentChange: (content: string, caret: number) => void;
  onPlaceChosen: (content: string, place: PlaceData) => void;
  onSelectingPlaceChange: (selecting: boolean) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  onRemove: () => void;
};

/** One 3-row entry with its remove button, `@` place tagging and, near the limit, a character counter. */
export function DraftTipField({ textareaRef, ...props }: DraftTipFieldProps) {
  const t = useT();
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement | null>(null);
  // Once an entry has had an `@` (one in a pasted link is none), tagging stays mounted: it also guards
  // Enter after a choice.
  const [tagging, setTagging] = useState(false);
  if (!tagging && tagPositions(props.entry.content).length > 0) setTagging(true);
  const pastedLink = usePastedMapLink({
    fieldRef,
    place: props.entry.place,
    onPlaceChosen: props.onPlaceChosen,
    onSelectingPlaceChange: props.onSelectingPlaceChange,
  });
  const counterId = `${id}-counter`;
  const linkStatusId = `${id}-link`;
  const length = props.entry.content.length;
  const showCounter = length >= COUNTER_FROM;
  const atLimit = length >= LIMITS.tipMaxLength;
  const linkStatus = pastedLink.note;

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {props.label}
      </label>
      <Textarea
        id={id}
        ref={(element) => {
          fieldRef.current = element;
          textareaRef(element);
        }}
        rows={3}
        maxLength={LIMITS.tipMaxLength}
        value={props.entry.content}
        placeholder={props.emptyText}
        disabled={props.disabled}
        aria-describedby={[props.promptId, showCounter ? counterId : '', linkStatus ? linkStatusId : '']
          .filter(Boolean)
          .join(' ')}
        onChange={(event) => {
          pastedLink.onEdited();
          props.onContentChange(event.target.value, event.target.selectionStart);
        }}
        onPaste={pastedLink.onPaste}
        onKeyDown={props.onKeyDown}
        className={clsx('min-h-0 resize-none', props.removable && 'pe-12')}
      />
      {tagging ? (
        <Suspense fallback={null}>
          <PlaceTagging
            fieldRef={fieldRef}
            content={props.entry.content}
            onPlaceChosen={props.onPlaceChosen}
            onSelectingChange={props.onSelectingPlaceChange}
          />
        </Suspense>
      ) : null}
      {props.removable ? (
        <button
          type="button"
          onClick={props.onRemove}
          disabled={props.disabled}
          aria-label={props.removeLabel}
          className="absolute end-0.5 top-0.5 inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
      {linkStatus ? (
        <p id={linkStatusId} role="status" className="mt-1 text-xs text-slate-600">
          {linkStatus}
        </p>
      ) : null}
      {showCounter ? (
        <p
          id={counterId}
          className={clsx('mt-1 text-end text-xs', atLimit ? 'font-semibold text-red-700' : 'text-slate-600')}
          aria-live={atLimit ? 'polite' : 'off'}
        >
          {t(atLimit ? 'friend.draft.counterFull' : 'friend.draft.counter', {
            length,
            max: LIMITS.tipMaxLength,
          })}
        </p>
      ) : null}
    </div>
  );
}
