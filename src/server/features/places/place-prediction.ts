import type { PlacePrediction } from '../../../shared/contracts/places.js';
import { LIMITS } from '../../../shared/limits.js';

/** A search result that carries its own details, so choosing it needs no second request. */
export function predictionWithDetails(
  placeId: string,
  name: string,
  secondary: string,
  lat: number,
  lng: number,
): PlacePrediction {
  return {
    place_id: placeId,
    structured_formatting: { main_text: name, secondary_text: secondary },
    details: {
      place_id: placeId,
      name,
      // Tips keep at most this much address; a longer one could not be saved with the tip.
      formatted_address: (secondary ? `${name}, ${secondary}` : name).slice(0, LIMITS.placeAddressMaxLength),
      geometry: { location: { lat, lng } },
    },
  };
}
