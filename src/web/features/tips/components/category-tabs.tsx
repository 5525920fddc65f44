import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CATEGORIES, CATEGORY_TITLE_KEYS, type Category } from '../../../../shared/categories.js';
import { clsx } from 'clsx';
import { useT } from '../../../lib/i18n';
import type { CategoryFilter } from '../category-filter';
import { CATEGORY_LOOKS } from '../category-style';
import { CategoryIcon } from './category-icon';

export type CategoryTabsProps = {
  value: CategoryFilter;
  onChange: (filter: CategoryFilter) => void;
  /** Only the selected tab shows its count (every tab with countsOnEveryTab); a missing count shows no badge. */
  counts?: Partial<Record<CategoryFilter, number>>;
  /** When counts are of places (tips of one place on one card): the tips, shown beside where they differ. */
  tipCounts?: Partial<Record<CategoryFilter, number>>;
  countsOnEveryTab?: boolean;
  /** Adds the leading "All" tab. */
  includeAll?: boolean;
  /** The categories in the order this page shows them (the shared order unless the page has its own). */
  categories?: readonly Category[];
  /** Tabs marked with a small dot (for example categories that hold typed entries). */
  dots?: Partial<Record<Category, boolean>>;
  /** Accessible name of the tab list, e.g. "Recommendation categories". */
  label: string;
  /** id of the element the tabs control, when the page renders one. */
  panelId?: string;
  className?: string;
};

const FADE = '1.5rem';

type Fades = { start: boolean; end: boolean; rtl: boolean };

/** Fades the edges that have more tabs beyond them; right to left, the strip starts at the right. */
function fadeMask({ start, end, rtl }: Fades): string | undefined {
  if (!start && !end) return undefined;
  const from = start ? `transparent 0, #000 ${FADE}` : '#000 0';
  const to = end ? `#000 calc(100% - ${FADE}), transparent 100%` : '#000 100%';
  return `linear-gradient(to ${rtl ? 'left' : 'right'}, ${from}, ${to})`;
}

/** Keeps the selected tab in view without scrolling the page vertically (scrollIntoView would). */
function revealTab(viewport: HTMLElement, tab: HTMLElement) {
  const view = viewport.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  // Room is kept for the faded edge and an arrow over it; the browser stops the scroll at either end.
  if (box.left < view.left + 48) viewport.scrollLeft -= view.left + 48 - box.left;
  else if (box.right > view.right - 48) viewport.scrollLeft += box.right - view.right + 48;
}

/** A tab's count; where it counts places and some hold several tips, the tips beside it ("3 · 5 tips"). */
function TabCount({
  count,
  tipCount,
  badgeClassName,
}: {
  count: number;
  tipCount?: number;
  badgeClassName: string;
}) {
  const t = useT();
  const merged = tipCount !== undefined && tipCount !== count;
  return (
    <>
      <span className={clsx('min-w-5 rounded-full px-1.5 py-0.5 text-center text-xs', badgeClassName)}>
        {/* Read out as "3 places," where the tips are counted beside it. */}
        <span aria-hidden={merged || undefined}>{count}</span>
        {merged ? <span className="sr-only">{t('friend.tabs.places', { count })}</span> : null}
      </span>
      {merged ? (
        <span className="-ms-1 text-xs font-medium whitespace-nowrap">
          <span aria-hidden="true">·</span> {t('friend.tabs.tips', { count: tipCount })}
        </span>
      ) : null}
    </>
  );
}

/** A sideways-scrolling strip of category tabs; arrow keys, Home and End move between them. */
export function CategoryTabs(props: CategoryTabsProps) {
  const t = useT();
  const { value, onChange, counts = {}, includeAll = false, dots = {} } = props;
  const categories = props.categories ?? CATEGORIES;
  const filters: CategoryFilter[] = includeAll ? ['all', ...categories] : [...categories];
  const viewportRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef(new Map<CategoryFilter, HTMLButtonElement>());
  const [fades, setFades] = useState<Fades>({ start: false, end: false, rtl: false });

  const measure = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    // Right to left, scrollLeft runs from 0 at the start down to negative values.
    const scrolled = Math.abs(viewport.scrollLeft);
    const start = scrolled > 1;
    const end = scrolled + viewport.clientWidth < viewport.scrollWidth - 1;
    const rtl = getComputedStyle(viewport).direction === 'rtl';
    setFades((old) =>
      old.start === start && old.end === end && old.rtl === rtl ? old : { start, end, rtl },
    );
  }, []);

  // A narrower strip (a phone turned upright) keeps the selected tab in view.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const observer = new ResizeObserver(() => {
      const tab = tabRefs.current.get(value);
      if (tab) revealTab(viewport, tab);
      measure();
    });
    observer.observe(viewport);
    if (viewport.firstElementChild) observer.observe(viewport.firstElementChild);
    return () => observer.disconnect();
  }, [measure, value]);

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const tab = tabRefs.current.get(value);
    if (viewport && tab) revealTab(viewport, tab);
  }, [value]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = filters.indexOf(value);
    const last = filters.length - 1;
    const next = current === last ? 0 : current + 1;
    const previous = current <= 0 ? last : current - 1;
    // The arrow that points along the strip's reading direction moves forward.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const moves: Record<string, number> = {
      ArrowRight: rtl ? previous : next,
      ArrowLeft: rtl ? next : previous,
      Home: 0,
      End: last,
    };
    const target = filters[moves[event.key] ?? -1];
    if (target === undefined) return;
    event.preventDefault();
    onChange(target);
    tabRefs.current.get(target)?.focus();
  }

  return (
    <div className={clsx('relative w-full', props.className)}>
      <div
        ref={viewportRef}
        onScroll={measure}
        className="w-full overflow-x-auto overscroll-x-contain [scrollbar-color:var(--color-slate-300)_transparent] [scrollbar-width:thin]"
        style={{ maskImage: fadeMask(fades) }}
      >
        <div
          role="tablist"
          aria-label={props.label}
          aria-orientation="horizontal"
          onKeyDown={handleKeyDown}
          className="flex w-max gap-1.5 p-1 pb-2"
        >
          {filters.map((filter) => {
            const selected = filter === value;
            const look = CATEGORY_LOOKS[filter];
            const count = counts[filter];
            const dotted = filter !== 'all' && dots[filter] === true;
            return (
              <button
                key={filter}
                ref={(element) => {
                  if (element) tabRefs.current.set(filter, element);
                  else tabRefs.current.delete(filter);
                }}
                type="button"
                role="tab"
                id={props.panelId ? `${props.panelId}-tab-${filter}` : undefined}
                aria-selected={selected}
                aria-controls={selected ? props.panelId : undefined}
                tabIndex={selected ? 0 : -1}
                onClick={() => onChange(filter)}
                className={clsx(
                  'relative inline-flex h-11 shrink-0 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 transition-colors',
                  selected ? look.activeTab : 'text-slate-700 ring-transparent hover:bg-slate-100',
                )}
              >
                <CategoryIcon category={filter} className="size-4" />
                {filter === 'all' ? t('friend.tabs.all') : t(CATEGORY_TITLE_KEYS[filter])}
                {(selected || props.countsOnEveryTab) && count !== undefined ? (
                  <TabCount
                    count={count}
                    tipCount={props.tipCounts?.[filter]}
                    badgeClassName={selected ? look.badge : 'bg-slate-100 text-slate-700'}
                  />
                ) : null}
                {dotted ? (
                  <>
                    <span
                      aria-hidden="true"
                      className={clsx('absolute end-1.5 top-1.5 size-2 rounded-full', look.dot)}
                    />
                    <span className="sr-only">{t('friend.tabs.filled')}</span>
                  </>
                ) : null}
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
