import { LoaderCircle, Minus, Plus } from 'lucide-react';
import { useEffect, useRef, type CSSProperties } from 'react';
import { FIT_PADDING, mapPicturePath, type MapPictureView } from '../../../../shared/rules/map-picture.js';
import { MARKER_COLORS, type MapPoint } from '../../../../shared/rules/map-points.js';
import { useT } from '../../../lib/i18n';
import { CategoryIcon } from '../../tips/components/category-icon';

export type MapPictureProps = {
  view: MapPictureView;
  points: MapPoint[];
  /** The person reached for the map (a touch, a wheel, a pointer over it, a key): start the live one. */
  onReach: (then?: 'zoom-in' | 'zoom-out') => void;
  /** The live map is on its way: say so over the picture. */
  waking: boolean;
};

/**
 * The side of the picture at this map's size, as MapLibre's fitBounds works out its zoom: the markers'
 * extent fills the map less its padding on the tighter side, and no closer than the live map's closest fit.
 * Written for the style sheet (container query units), so it holds before any script and at every size.
 */
function pictureSide(view: MapPictureView): string {
  const room = (axis: 'cqw' | 'cqh') => `max(1px, 100${axis} - ${2 * FIT_PADDING}px)`;
  const sides = [`${view.maxSide}px`];
  if (view.extent.width > 0) sides.push(`calc(${room('cqw')} / ${view.extent.width})`);
  if (view.extent.height > 0) sides.push(`calc(${room('cqh')} / ${view.extent.height})`);
  return `min(${sides.join(', ')})`;
}

/** Where a share of the picture lands: the markers' centre at the map's centre. */
const offset = (axis: 'cqw' | 'cqh', share: number) => `calc(50${axis} + var(--side) * ${share})`;

/**
 * What a map page paints first (decision 067): the server's drawing of the bundled basemap around the markers,
 * at the view the live map will fit, with the markers in their category colours. It costs the phone
 * nothing to draw; MapLibre starts when the person reaches for the map and takes over at the same view.
 */
export function MapPicture({ view, points, onReach, waking }: MapPictureProps) {
  const t = useT();
  const side = { '--side': pictureSide(view) } as CSSProperties;
  const image = useRef<HTMLImageElement>(null);
  // A picture that cannot be had (offline, or refused) would leave the pins on empty water: the live map,
  // whose basemap ships with the app, takes its place at once. One that failed before the page's script
  // ran has no error left to tell.
  useEffect(() => {
    const drawn = image.current;
    if (drawn?.complete && drawn.naturalWidth === 0) onReach();
  }, [onReach, view.tile]);
  return (
    <div
      className="absolute inset-0 overflow-hidden bg-[#cfe6f3] [container-type:size] touch-none"
      data-map-picture={waking ? 'waking' : 'drawn'}
      onPointerDown={() => onReach()}
      onPointerEnter={(event) => {
        // A mouse over the map is a reach; a finger's first touch comes as pointerdown.
        if (event.pointerType === 'mouse') onReach();
      }}
      onWheel={() => onReach()}
    >
      <div className="absolute inset-0" style={side}>
        <img
          ref={image}
          src={mapPicturePath(view.tile)}
          onError={() => onReach()}
          alt=""
          // What the page is for: drawn first, before any script.
          fetchPriority="high"
          className="absolute max-w-none select-none"
          style={{
            width: 'var(--side)',
            height: 'var(--side)',
            left: offset('cqw', -view.center.x),
            top: offset('cqh', -view.center.y),
          }}
          draggable={false}
        />
        {/* The live map names each place; its list is the page's other view. */}
        <div aria-hidden="true">
          {points.map((point, index) => {
            const at = view.markers[index];
            if (!at) return null;
            return (
              <span
                key={point.id}
                className="absolute flex size-11 -translate-x-1/2 -translate-y-full"
                style={{
                  left: offset('cqw', at.x - view.center.x),
                  top: offset('cqh', at.y - view.center.y),
                }}
              >
                <span
                  data-category={point.category}
                  style={{ backgroundColor: MARKER_COLORS[point.category] }}
                  className="flex size-11 rotate-45 items-center justify-center rounded-full rounded-br-none text-white shadow-lg ring-2 ring-white"
                >
                  <CategoryIcon category={point.category} className="size-5 -rotate-45" />
                </span>
              </span>
            );
          })}
        </div>
      </div>
      {/* Where the live map's zoom buttons sit: MapLibre puts them top right in either direction. */}
      <div className="absolute top-2.5 right-2.5 flex flex-col overflow-hidden rounded-md bg-white ring-2 ring-black/10">
        {(['zoom-in', 'zoom-out'] as const).map((action) => (
          <button
            key={action}
            type="button"
            aria-label={action === 'zoom-in' ? t('maps.zoomIn') : t('maps.zoomOut')}
            onFocus={() => onReach()}
            onClick={() => onReach(action)}
            className="flex size-[29px] cursor-pointer items-center justify-center text-slate-800 first:border-b first:border-slate-200 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-900"
          >
            {action === 'zoom-in' ? (
              <Plus aria-hidden="true" className="size-4" />
            ) : (
              <Minus aria-hidden="true" className="size-4" />
            )}
          </button>
        ))}
      </div>
      {waking ? (
        <p
          role="status"
          className="absolute bottom-3 left-1/2 flex -translate-x-1/2 items-center gap-2 rounded-full bg-white/95 px-3 py-1.5 text-sm font-medium text-slate-700 shadow-card ring-1 ring-slate-200"
        >
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {t('maps.state.loading')}
        </p>
      ) : null}
    </div>
  );
}
