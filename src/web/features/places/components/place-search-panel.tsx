import { CloudOff, LoaderCircle, MapPin } from 'lucide-react';
import type {
  OnlinePlaceProvider,
  PlacePrediction,
  PlaceProviderProblem,
  PlaceSearchResponse,
} from '../../../../shared/contracts/places.js';
import { LIMITS } from '../../../../shared/limits.js';
import { Button } from '../../../components/ui/button';
import { rich, useT, type MessageKey, type Translate } from '../../../lib/i18n';
import { lastAnswer, type PlaceSearchState } from '../use-place-search';

type PlaceSearchPanelProps = {
  listboxId: string;
  optionId: (index: number) => string;
  query: string;
  search: PlaceSearchState;
  /** An error of the last choice (details that could not be fetched). */
  choiceError: string | null;
  activeIndex: number;
  /** The online provider behind the results, credited as its terms ask. */
  provider: OnlinePlaceProvider | undefined;
  onActiveIndexChange: (index: number) => void;
  onChoose: (prediction: PlacePrediction) => void;
  onCancel: () => void;
};

/** The credits the data's licences and the providers' terms ask for. */
const CREDITS = {
  google: 'places.credit.google',
  photon: 'places.credit.photon',
  offline: 'places.credit.offline',
} as const satisfies Record<OnlinePlaceProvider | 'offline', MessageKey>;

/** Why the online provider gave no answer; shown above the offline results that stand in for it. */
const PROBLEMS = {
  'invalid-key': 'places.problem.invalidKey',
  quota: 'places.problem.quota',
  'access-denied': 'places.problem.accessDenied',
  unreachable: 'places.problem.unreachable',
} as const satisfies Record<PlaceProviderProblem, MessageKey>;

/** Keeps focus in the entry while the pointer picks an option or Cancel, as the combobox pattern expects. */
const keepFieldFocus = (event: { preventDefault: () => void }) => event.preventDefault();

function statusText(
  t: Translate,
  props: PlaceSearchPanelProps,
  answer: PlaceSearchResponse | null,
): string | null {
  const { search } = props;
  if (props.choiceError) return props.choiceError;
  if (search.status === 'too-short')
    return t('places.search.tooShort', { count: LIMITS.placeQueryMinLength });
  if (search.status === 'failed') return search.message;
  if (search.status === 'searching' && !answer) return t('places.search.searching');
  if (answer && answer.predictions.length === 0) return t('places.search.noResults');
  return null;
}

/**
 * The list of places for an `@` search: floating under the entry on wide screens, inline on phones
 * (MOBILE_MEDIA_QUERY), each with Cancel. The entry keeps focus; options are picked with the arrow keys
 * and Enter there, or by pointer here.
 */
export function PlaceSearchPanel(props: PlaceSearchPanelProps) {
  const t = useT();
  const answer = lastAnswer(props.search);
  const predictions = answer?.predictions ?? [];
  const status = statusText(t, props, answer);
  const query = props.query.trim();
  const failed = props.choiceError !== null || props.search.status === 'failed';
  const searching = props.search.status === 'searching';
  return (
    <div
      data-place-search-panel=""
      className="flex max-h-[inherit] min-h-0 w-full flex-col overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-200 [&>*:not([role=listbox])]:shrink-0"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 py-1 ps-3 pe-1">
        <p className="flex min-w-0 items-center gap-1.5 text-xs font-semibold text-slate-600">
          {searching ? (
            <LoaderCircle className="size-3.5 shrink-0 animate-spin" aria-hidden="true" />
          ) : (
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
          )}
          <span className="truncate">
            {query
              ? rich(t, 'places.search.placesFor', { query: <bdi>{query}</bdi> })
              : t('places.search.tagPlace')}
          </span>
        </p>
        <Button variant="ghost" size="sm" onMouseDown={keepFieldFocus} onClick={props.onCancel}>
          {t('places.search.cancel')}
        </Button>
      </div>
      {answer?.source === 'offline' && predictions.length > 0 ? (
        <p className="flex items-start gap-2 bg-amber-50 px-3 py-2 text-xs text-amber-900">
          <CloudOff className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          <span>
            {answer.problem && answer.problem !== 'unreachable' ? `${t(PROBLEMS[answer.problem])} ` : ''}
            {t('places.search.offline')}
          </span>
        </p>
      ) : null}
      {predictions.length > 0 ? (
        <ul
          id={props.listboxId}
          role="listbox"
          aria-label={t('places.search.listLabel')}
          aria-busy={searching}
          // Scrollable, so reachable by Tab too; the arrow keys work there as in the entry.
          tabIndex={0}
          aria-activedescendant={props.activeIndex >= 0 ? props.optionId(props.activeIndex) : undefined}
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain py-1 max-md:max-h-[45dvh] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
        >
          {predictions.map((prediction, index) => (
            <li
              key={prediction.place_id}
              id={props.optionId(index)}
              role="option"
              aria-selected={index === props.activeIndex}
              onMouseDown={keepFieldFocus}
              onPointerEnter={() => props.onActiveIndexChange(index)}
              onClick={() => props.onChoose(prediction)}
              className="flex min-h-11 cursor-pointer items-start gap-2.5 px-3 py-2 aria-selected:bg-brand-50"
            >
              <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="min-w-0">
                <span dir="auto" className="block truncate text-sm font-semibold text-slate-900">
                  {prediction.structured_formatting.main_text}
                  {/* The option is named by what it shows, "name, address": the comma is heard, not seen. */}
                  {prediction.structured_formatting.secondary_text ? (
                    <span className="text-[0px]">,</span>
                  ) : null}
                </span>
                {prediction.structured_formatting.secondary_text ? (
                  <span dir="auto" className="block truncate text-xs text-slate-600">
                    {prediction.structured_formatting.secondary_text}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <p
        role={failed ? 'alert' : 'status'}
        className={
          status ? `px-3 pb-3 text-sm ${failed ? 'font-medium text-red-700' : 'text-slate-600'}` : 'sr-only'
        }
      >
        {status ?? t('places.search.found', { count: predictions.length })}
      </p>
      {answer && predictions.length > 0 ? (
        <p className="border-t border-slate-100 px-3 py-1.5 text-end text-[11px] text-slate-600">
          {t(CREDITS[props.provider ?? 'offline'])}
        </p>
      ) : null}
    </div>
  );
}
