import type { Offset } from 'maplibre-gl';
import { useEffect, useReducer } from 'react';
import { Popup, useMap } from 'react-map-gl/maplibre';
import type { MapPoint } from '../../../../shared/rules/map-points.js';
import { POPUP_ABOVE, POPUP_BELOW, popupMaxHeight } from '../popup-room';
import { TipPlaceDetails } from './tip-place-details';

/** An info window at most 280 px wide. */
const MAX_WIDTH = '280px';
/** The popup's own padding above and below its text (tip-map.css). */
const POPUP_PADDING = 28;

/**
 * Where the popup sits for each side MapLibre may put it on: clear of the pin, which stands 44 px tall
 * above its place. Above the pin where it fits; below it near the map's top; shifted aside near a side.
 */
const OFFSETS: Offset = {
  center: [0, 0],
  bottom: [0, -POPUP_ABOVE],
  'bottom-left': [8, -POPUP_ABOVE],
  'bottom-right': [-8, -POPUP_ABOVE],
  top: [0, POPUP_BELOW],
  'top-left': [8, POPUP_BELOW],
  'top-right': [-8, POPUP_BELOW],
  left: [26, -22],
  right: [-26, -22],
};

/**
 * A marker's popup, by the marker and whole inside the map: at most as high as the room on the pin's
 * roomier side (300 px at most), its text scrolling within. The map does not move under it, so the pins
 * stay where the reader left them.
 */
export function TipPopup({ point, onClose }: { point: MapPoint; onClose: () => void }) {
  const { current: map } = useMap();
  // Measured as it is drawn, so MapLibre chooses its side from its real height; again once the map moves.
  const [, remeasure] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!map) return;
    map.on('moveend', remeasure);
    map.on('resize', remeasure);
    return () => {
      map.off('moveend', remeasure);
      map.off('resize', remeasure);
    };
  }, [map]);
  const maxHeight = map
    ? popupMaxHeight(map.project([point.lng, point.lat]).y, map.getContainer().clientHeight)
    : undefined;

  return (
    <Popup
      longitude={point.lng}
      latitude={point.lat}
      offset={OFFSETS}
      maxWidth={MAX_WIDTH}
      onClose={onClose}
      closeOnClick={false}
      className="tip-popup"
    >
      {/* Room on the right for MapLibre's close button, which sits there in either direction. */}
      <div
        className="overflow-y-auto overscroll-contain pr-5 font-sans"
        style={maxHeight === undefined ? undefined : { maxHeight: maxHeight - POPUP_PADDING }}
      >
        <TipPlaceDetails point={point} />
      </div>
    </Popup>
  );
}
