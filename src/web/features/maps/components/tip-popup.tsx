import { Popup } from 'react-map-gl/maplibre';
import type { MapPoint } from '../../../../shared/rules/map-points.js';
import { TipPlaceDetails } from './tip-place-details';

/** An info window at most 280 px wide. */
const MAX_WIDTH = '280px';

/** A marker's popup, just above the marker. */
export function TipPopup({ point, onClose }: { point: MapPoint; onClose: () => void }) {
  return (
    <Popup
      longitude={point.lng}
      latitude={point.lat}
      anchor="bottom"
      offset={[0, -50] as [number, number]}
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
