import { createContext, useContext } from 'react';
import type { PlaceSearchList } from '../../../shared/contracts/places.js';

/**
 * The list an entry is written for: place search leans towards its destination. The owner's pages set
 * `trip:{id}` or `guidebook:{id}` (the owner is also offered the places tagged in their own lists); a
 * friend's page sets `ask:{tripId}`, with the ask link's token when it was opened by one.
 */
export const PlaceSearchListContext = createContext<PlaceSearchList | null>(null);

export const usePlaceSearchList = () => useContext(PlaceSearchListContext);
