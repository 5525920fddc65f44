import { ArrowLeft, List, Map as MapIcon } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { Link } from 'react-router';
import { CATEGORIES, type Category } from '../../../../shared/categories.js';
import { pointCounts, type MapPoint } from '../../../../shared/rules/map-points.js';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { CategoryFilter } from '../../tips/category-filter';
import { CategoryTabs } from '../../tips/components/category-tabs';
import { useMapStyleUrl } from '../use-map-style-url';
import { mapPictureView, OFFLINE_MAX_ZOOM, SINGLE_POINT_ZOOM } from '../../../../shared/rules/map-picture.js';
import { MapErrorBoundary } from './map-error-boundary';
import { MapPicture } from './map-picture';
import { MapFailed, MapLoading, NoLocations } from './map-states';
import { TipPlaceList } from './tip-place-list';
import { isFriendPage } from '../../../../shared/pages/page-table.js';

// MapLibre is the heaviest code of the product: it loads on map pages only.
const TipMap = lazy(() => import('./tip-map'));

export type MapPageProps = {
  title: string;
  back: { to: string; label: string };
  points: MapPoint[];
  initialTipId?: string | null;
  /** The order of the filter bar, when the page has its own (shared favourites list Eat first). */
  categories?: readonly Category[];
  /** Under the title's count: whose list it is, on a list shared with the reader. */
  note?: ReactNode;
};

/**
 * A map page (a trip's, a guidebook's, a shared guidebook's): the title,
 * the number of locations, the category filter with counts, and the map, or the same places as a list.
 */
export function MapPage({ title, back, points, initialTipId = null, categories, note }: MapPageProps) {
  const t = useT();
  useDocumentTitle(t('maps.page.documentTitle', { title }));
  const [filter, setFilter] = useState<CategoryFilter>('all');
  const [view, setView] = useState<'map' | 'list'>('map');
  const [failure, setFailure] = useState<Error | null>(null);
  // The live map starts when the person reaches for it, or at once for a tip a link opens (decision 067).
  const [wanted, setWanted] = useState(initialTipId !== null);
  const [live, setLive] = useState(false);
  const afterLoad = useRef<'zoom-in' | 'zoom-out' | undefined>(undefined);
  const styleUrl = useMapStyleUrl();
  const counts = useMemo(() => pointCounts(points), [points]);
  const shown = useMemo(() => {
    // In the bar's category order, so the list reads like the page it came from.
    const order = categories ?? CATEGORIES;
    const kept = filter === 'all' ? points : points.filter((point) => point.category === filter);
    return [...kept].sort((a, b) => order.indexOf(a.category) - order.indexOf(b.category));
  }, [points, filter, categories]);
  const picture = useMemo(
    () =>
      styleUrl === undefined ? null : mapPictureView(shown, styleUrl ? SINGLE_POINT_ZOOM : OFFLINE_MAX_ZOOM),
    [shown, styleUrl],
  );
  // Over the live map until it has drawn its first view; a tip a link opens waits for the live map.
  const showPicture = picture !== null && !live && initialTipId === null;
  const onReach = useCallback((then?: 'zoom-in' | 'zoom-out') => {
    afterLoad.current ??= then;
    setWanted(true);
  }, []);
  const onLoad = useCallback((map: MapRef) => {
    setLive(true);
    if (afterLoad.current === 'zoom-in') map.zoomIn();
    if (afterLoad.current === 'zoom-out') map.zoomOut();
  }, []);
  const onFailure = useCallback((error: Error) => {
    // What "Check console for more details" points to.
    console.error('The map failed to load:', error.message);
    setFailure(error);
  }, []);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="space-y-3 border-b border-slate-200 bg-white px-4 pt-4 pb-2 sm:px-6">
        <div className="flex items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-2">
            <Button asChild variant="ghost" size="icon" className="shrink-0">
              {/* A friend page is another page entry (decision 006) that this app's router does not know. */}
              <Link to={back.to} reloadDocument={isFriendPage(back.to)} aria-label={back.label}>
                <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              </Link>
            </Button>
            <div className="min-w-0">
              <h1 dir="auto" className="truncate text-xl font-extrabold tracking-tight">
                {title}
              </h1>
              <p className="text-sm text-slate-600">
                {/* The locations on the map now: the filter's, all of them under All. */}
                {t('maps.page.locationCount', { count: shown.length })}
              </p>
              {note}
            </div>
          </div>
          {points.length > 0 ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                // The list takes the live map off the page: back on the map, the picture shows until it is live again.
                setLive(false);
                setView(view === 'map' ? 'list' : 'map');
              }}
            >
              {view === 'map' ? <List aria-hidden="true" /> : <MapIcon aria-hidden="true" />}
              {view === 'map' ? t('maps.page.showList') : t('maps.page.showMap')}
            </Button>
          ) : null}
        </div>
        {points.length > 0 ? (
          <CategoryTabs
            value={filter}
            onChange={setFilter}
            counts={counts}
            countsOnEveryTab
            includeAll
            categories={categories}
            label={t('maps.page.categories')}
          />
        ) : null}
      </header>
      <main className="relative flex min-h-[60dvh] flex-1 flex-col">
        {points.length === 0 ? (
          <NoLocations />
        ) : view === 'list' ? (
          <TipPlaceList points={shown} />
        ) : failure ? (
          <MapFailed message={errorText(t, failure)} />
        ) : styleUrl === undefined ? (
          <MapLoading />
        ) : (
          <>
            {wanted ? (
              <MapErrorBoundary>
                <Suspense fallback={showPicture ? null : <MapLoading />}>
                  <div className="absolute inset-0">
                    <TipMap
                      points={shown}
                      styleUrl={styleUrl}
                      initialTipId={initialTipId}
                      onFailure={onFailure}
                      onLoad={onLoad}
                    />
                  </div>
                </Suspense>
              </MapErrorBoundary>
            ) : null}
            {showPicture ? (
              <MapPicture view={picture} points={shown} onReach={onReach} waking={wanted} />
            ) : null}
          </>
        )}
      </main>
    </div>
  );
}
