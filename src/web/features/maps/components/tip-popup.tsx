import type { Popup as MapLibrePopup, Offset } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { Popup, useMap } from 'react-map-gl/maplibre';
import type { MapPoint } from '../../../../shared/rules/map-points.js';
import { panToFit } from '../popup-fit';
import { TipPlaceDetails } from './tip-place-details';

/** An info window at most 280 px wide. */
const MAX_WIDTH = '280px';

/**
 * Where the popup sits for each side MapLibre may put it on: clear of the pin, which stands 44 px tall
 * above its place. Above the pin where there is room; below it near the map's top, beside it near a side.
 */
const OFFSETS: Offset = {
  center: [0, 0],
  bottom: [0, -50],
  'bottom-left': [8, -50],
  'bottom-right': [-8, -50],
  top: [0, 6],
  'top-left': [8, 6],
  'top-right': [-8, 6],
  left: [26, -22],
  right: [-26, -22],
};

/** A marker's popup, by the marker, the map panned if it must for the popup to show whole. */
export function TipPopup({ point, onClose }: { point: MapPoint; onClose: () => void }) {
  const popupRef = useRef<MapLibrePopup>(null);
  const { current: map } = useMap();

  useEffect(() => {
    // Measured once drawn: its size depends on the tip's text.
    const frame = requestAnimationFrame(() => {
      const element = popupRef.current?.getElement();
      if (!element || !map) return;
      const pan = panToFit(element.getBoundingClientRect(), map.getContainer().getBoundingClientRect());
      if (pan) map.panBy(pan, { duration: 250 });
    });
    return () => cancelAnimationFrame(frame);
  }, [map, point.id]);

  return (
    <Popup
      ref={popupRef}
      longitude={point.lng}
      latitude={point.lat}
      offset={OFFSETS}
      maxWidth={MAX_WIDTH}
      onClose={onClose}
      closeOnClick={false}
      className="tip-popup"
    >
      <div className="pr-5 font-sans">
        <TipPlaceDetails point={point} />
      </div>
    </Popup>
  );
}
