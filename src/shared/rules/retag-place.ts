import type { PlaceType } from '../categories.js';

/** The place columns of a stored tip. */
export interface TipPlace {
  place_id: string | null;
  place_name: string | null;
  place_address: string | null;
  latitude: number | null;
  longitude: number | null;
  place_type: PlaceType;
}

/** A place chosen in the edit dialog. */
export interface ChosenPlace {
  name: string;
  placeId?: string | null;
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

const NO_PLACE: TipPlace = {
  place_id: null,
  place_name: null,
  place_address: null,
  latitude: null,
  longitude: null,
  place_type: 'text',
};

/**
 * Editing a tip: a place chosen with coordinates replaces the tip's
 * place (type "location"); a place removed in the dialog (`chosen` null) is cleared whatever the text says
 * (type "text"); otherwise, when the tip had a place whose name the new text no longer contains (ignoring
 * case), the place is cleared too; otherwise the place stays as it was.
 */
export function placeAfterEdit(current: TipPlace, content: string, chosen?: ChosenPlace | null): TipPlace {
  if (chosen === null) return NO_PLACE;
  if (chosen && chosen.latitude != null && chosen.longitude != null) {
    return {
      place_id: chosen.placeId ?? null,
      place_name: chosen.name,
      place_address: chosen.address ?? null,
      latitude: chosen.latitude,
      longitude: chosen.longitude,
      place_type: 'location',
    };
  }
  const name = current.place_name?.trim();
  if (name && !content.toLowerCase().includes(name.toLowerCase())) return NO_PLACE;
  return current;
}
