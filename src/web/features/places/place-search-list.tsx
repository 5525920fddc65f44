import { createContext, useContext } from 'react';
import type { PlaceSearchList } from '../../../shared/contracts/places.js';

/**
 * The owner's list an entry is written for (`trip:{id}` or `guidebook:{id}`): place search then also
 * offers the places the owner has tagged. Friend pages set none and are offered cities and online places.
 */
export const PlaceSearchListContext = createContext<PlaceSearchList | null>(null);

export const usePlaceSearchList = () => useContext(PlaceSearchListContext);
