import 'maplibre-gl/dist/maplibre-gl.css';
import './tip-map.css';
import type { StyleSpecification } from 'maplibre-gl';
// MapLibre 6 builds its worker URL at run time: without this the map never fires `load`.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Map, NavigationControl, type MapRef } from 'react-map-gl/maplibre';
import { FIT_PADDING, OFFLINE_MAX_ZOOM, SINGLE_POINT_ZOOM } from '../../../../shared/rules/map-picture.js';
import { boundsOf, DEFAULT_MAP_VIEW, type MapPoint } from '../../../../shared/rules/map-points.js';
import { useT } from '../../../lib/i18n';
import { offlineBasemapStyle } from '../offline-basemap';
import { CityLabels } from './city-labels';
import { TipMarkers } from './tip-markers';

export type TipMapProps = {
  points: MapPoint[];
  /** The online style, or null for the bundled basemap alone. */
  styleUrl: string | null;
  /** A tip to open on arrival (a deep link from its card). */
  initialTipId?: string | null;
  /** The map could not start at all (no WebGL, no basemap). */
  onFailure: (error: Error) => void;
  /** The map has drawn its first view: the page's picture of it can go. */
  onLoad?: (map: MapRef) => void;
};
/** An online style that has not loaded by then is given up for the bundled basemap. */
const ONLINE_STYLE_TIMEOUT_MS = 10_000;

/**
 * The map of a page's located tips: MapLibre on the online style, or on the bundled basemap offline
 * and whenever the online style cannot be loaded (with a notice). Loaded only on map pages.
 */
export default function TipMap({ points, styleUrl, initialTipId, onFailure, onLoad }: TipMapProps) {
  const t = useT();
  const mapRef = useRef<MapRef>(null);
  const [offlineStyle, setOfflineStyle] = useState<StyleSpecification | null>(null);
  const [fellBack, setFellBack] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const wantOffline = styleUrl === null || fellBack;

  useEffect(() => {
    if (!wantOffline || offlineStyle) return;
    const controller = new AbortController();
    offlineBasemapStyle(t, controller.signal).then(setOfflineStyle, (error: unknown) => {
      if (!controller.signal.aborted) onFailure(error instanceof Error ? error : new Error(String(error)));
    });
    return () => controller.abort();
  }, [wantOffline, offlineStyle, onFailure, t]);

  useEffect(() => {
    if (wantOffline || loaded) return;
    const timer = window.setTimeout(() => setFellBack(true), ONLINE_STYLE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [wantOffline, loaded]);

  // The texts MapLibre adds to the map itself (its buttons' names, the map's own), in the page's language.
  const uiTexts = useMemo(
    () => ({
      'Map.Title': t('maps.live.title'),
      'Marker.Title': t('maps.live.marker'),
      'NavigationControl.ZoomIn': t('maps.zoomIn'),
      'NavigationControl.ZoomOut': t('maps.zoomOut'),
      'Popup.Close': t('maps.live.closePopup'),
      'AttributionControl.ToggleAttribution': t('maps.live.toggleAttribution'),
    }),
    [t],
  );
  const bounds = useMemo(() => boundsOf(points), [points]);
  const fit = { padding: FIT_PADDING, maxZoom: wantOffline ? OFFLINE_MAX_ZOOM : SINGLE_POINT_ZOOM };
  // A tip merged into its place's point opens that point.
  const initialTip = points.find((point) => point.notes.some((note) => note.id === initialTipId));

  // A new filter fits the map to the markers it leaves (the first set is fitted as the map starts).
  const fitted = useRef(bounds);
  useEffect(() => {
    if (!loaded || !bounds || fitted.current === bounds) return;
    fitted.current = bounds;
    mapRef.current?.fitBounds(bounds, { ...fit, duration: 300 });
    // Refit for a new set of markers only, not when the fit's own settings are rebuilt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, bounds]);

  const mapStyle = wantOffline ? offlineStyle : styleUrl;
  if (!mapStyle) return null;
  return (
    <div className="relative size-full" data-map-loaded={loaded ? 'true' : 'false'}>
      <Map
        key={wantOffline ? 'offline' : 'online'}
        ref={mapRef}
        mapStyle={mapStyle}
        locale={uiTexts}
        maxZoom={wantOffline ? OFFLINE_MAX_ZOOM + 3 : undefined}
        workerUrl={workerUrl}
        initialViewState={
          initialTip
            ? { longitude: initialTip.lng, latitude: initialTip.lat, zoom: Math.min(15, fit.maxZoom + 2) }
            : bounds
              ? { bounds, fitBoundsOptions: fit }
              : {
                  longitude: DEFAULT_MAP_VIEW.lng,
                  latitude: DEFAULT_MAP_VIEW.lat,
                  zoom: DEFAULT_MAP_VIEW.zoom,
                }
        }
        style={{ width: '100%', height: '100%' }}
        onLoad={() => {
          setLoaded(true);
          if (mapRef.current) onLoad?.(mapRef.current);
        }}
        onError={(event) => {
          if (loaded) return;
          // No map at all (no WebGL): nothing to fall back to.
          // (The event's target is typed as always there; the library sends none when the map never began.)
          if (!(event.target as unknown)) return onFailure(event.error);
          if (!wantOffline) setFellBack(true);
          else onFailure(event.error);
        }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {wantOffline ? <CityLabels /> : null}
        <TipMarkers points={points} initialTipId={initialTip?.id ?? null} />
      </Map>
      {fellBack ? (
        // At the top, clear of the zoom buttons (top right in either direction, as MapLibre puts them): at
        // the bottom, the data's credits fill two lines on a phone.
        <p
          role="status"
          className="absolute top-3 left-3 max-w-[calc(100%-4.5rem)] rounded-xl bg-white/95 px-3 py-2 text-xs font-medium text-slate-700 shadow-card ring-1 ring-slate-200"
        >
          {t('maps.live.offlineNotice')}
        </p>
      ) : null}
    </div>
  );
}
