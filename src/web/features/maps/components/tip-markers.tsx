import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useState } from 'react';
import { Marker, useMap } from 'react-map-gl/maplibre';
import Supercluster from 'supercluster';
import { MARKER_COLORS, type MapPoint } from '../../../../shared/rules/map-points.js';
import { useT } from '../../../lib/i18n';
import { CategoryIcon } from '../../tips/components/category-icon';
import { TipPopup } from './tip-popup';

type View = { bbox: [number, number, number, number]; zoom: number };

const viewOf = (map: MapLibreMap): View => {
  const bounds = map.getBounds();
  return {
    bbox: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
    zoom: Math.round(map.getZoom()),
  };
};

/**
 * The markers: one focusable button per place, named by it, in its category's colour and icon (with the
 * number of tips when several name it);
 * markers that would overlap at this zoom merge into a cluster that zooms in when chosen.
 */
export function TipMarkers({ points, initialTipId }: { points: MapPoint[]; initialTipId: string | null }) {
  const t = useT();
  const { current: map } = useMap();
  const [view, setView] = useState<View | null>(null);
  const [openId, setOpenId] = useState<string | null>(initialTipId);

  const index = useMemo(
    () =>
      new Supercluster<{ id: string }>({ radius: 44, maxZoom: 16 }).load(
        points.map((point) => ({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [point.lng, point.lat] },
          properties: { id: point.id },
        })),
      ),
    [points],
  );
  const byId = useMemo(() => new globalThis.Map(points.map((point) => [point.id, point])), [points]);

  useEffect(() => {
    if (!map) return;
    const instance = map.getMap();
    const follow = () => setView(viewOf(instance));
    follow();
    instance.on('moveend', follow);
    return () => {
      instance.off('moveend', follow);
    };
  }, [map]);

  if (!view) return null;
  const open = openId ? byId.get(openId) : undefined;
  return (
    <>
      {index.getClusters(view.bbox, view.zoom).map((item) => {
        const [lng = 0, lat = 0] = item.geometry.coordinates;
        const properties: { cluster?: boolean; cluster_id?: number; point_count?: number; id?: string } =
          item.properties;
        if (properties.cluster && properties.cluster_id !== undefined) {
          const { cluster_id: clusterId, point_count: count } = properties;
          return (
            <Marker key={`cluster-${clusterId}`} longitude={lng} latitude={lat}>
              <button
                type="button"
                aria-label={t('maps.markers.cluster', { count: count ?? 0 })}
                onClick={() =>
                  map?.flyTo({ center: [lng, lat], zoom: index.getClusterExpansionZoom(clusterId) })
                }
                className="flex size-11 cursor-pointer items-center justify-center rounded-full bg-slate-900 text-sm font-bold text-white shadow-lg ring-4 ring-white/80"
              >
                {count}
              </button>
            </Marker>
          );
        }
        const point = properties.id ? byId.get(properties.id) : undefined;
        if (!point) return null;
        return (
          <Marker key={point.id} longitude={lng} latitude={lat} anchor="bottom">
            <button
              type="button"
              aria-label={
                point.summary
                  ? t('maps.markers.placeWithSummary', { name: point.name, summary: point.summary })
                  : point.name
              }
              aria-expanded={openId === point.id}
              data-category={point.category}
              onClick={() => setOpenId(point.id)}
              style={{ backgroundColor: MARKER_COLORS[point.category] }}
              className="relative flex size-11 cursor-pointer items-center justify-center rounded-full rounded-br-none text-white shadow-lg ring-2 ring-white transition-transform hover:scale-110 focus-visible:scale-110 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-slate-900 rotate-45"
            >
              <CategoryIcon category={point.category} className="size-5 -rotate-45" />
              {point.notes.length > 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute -top-1.5 -right-1.5 flex size-5 -rotate-45 items-center justify-center rounded-full bg-slate-900 text-[11px] font-bold text-white ring-2 ring-white"
                >
                  {point.notes.length}
                </span>
              ) : null}
            </button>
          </Marker>
        );
      })}
      {open ? <TipPopup point={open} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}
