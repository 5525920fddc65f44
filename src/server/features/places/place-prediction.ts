import type { PlacePrediction } from '../../../shared/contracts/places.js';

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
      formatted_address: secondary ? `${name}, ${secondary}` : name,
      geometry: { location: { lat, lng } },
    },
  };
}
