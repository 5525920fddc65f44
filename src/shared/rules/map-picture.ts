import { boundsOf, type MapPoint } from './map-points.js';

export { SINGLE_POINT_ZOOM } from './map-points.js';

/**
 * The drawn picture a map page shows before its live map (decision 067): a square of the world in Web
 * Mercator, cut on the tile grid so that pictures repeat from page to page, and the view the live map will
 * fit, which the page's style sheet works out for its own size (map-picture.tsx) as MapLibre does.
 */

/** MapLibre's world is 512 pixels wide at zoom 0. */
export const WORLD_PIXELS = 512;
/** The room the live map leaves around its markers when it fits them (fitBounds' padding). */
export const FIT_PADDING = 64;
/**
 * Natural Earth's 1:50m coastline says little closer than this: offline, a single place is shown with
 * its surroundings rather than on a blank patch of land or sea.
 */
export const OFFLINE_MAX_ZOOM = 9;
/** The largest map, in pixels, a picture must cover on its own at the closest view. */
const LARGEST_MAP_PIXELS = 2800;
/** How many times the markers' own extent a picture covers, for maps far wider than tall or the reverse. */
const EXTENT_ROOM = 4;
/** Pictures are drawn at tile zoom 0 to this: closer than the closest fit there is nothing more to draw. */
export const PICTURE_MAX_ZOOM = 16;

/** A picture on the tile grid: two tiles by two at zoom `z` from tile `x`, `y` (x may lie off the world). */
export interface PictureTile {
  z: number;
  x: number;
  y: number;
}

export interface MapPictureView {
  tile: PictureTile;
  /** The markers' centre, as a share of the picture's width and height from its top left. */
  center: { x: number; y: number };
  /** The markers' extent as a share of the picture's side (0 for a single place). */
  extent: { width: number; height: number };
  /** The picture's side in pixels at the closest the live map fits. */
  maxSide: number;
  /** Each marker's place as a share of the picture's side, in the points' order. */
  markers: { x: number; y: number }[];
}

/** Web Mercator, the world as a square of side 1: x east from 180° W, y south from 85.05° N. */
export function mercator(lng: number, lat: number): { x: number; y: number } {
  const sin = Math.sin((Math.max(-85.051129, Math.min(85.051129, lat)) * Math.PI) / 180);
  return { x: (lng + 180) / 360, y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI) };
}

/** The longitude and latitude at a Mercator point (the inverse of `mercator`). */
export function unmercator(x: number, y: number): { lng: number; lat: number } {
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
  return { lng: x * 360 - 180, lat };
}

/** The side of the world a picture covers at tile zoom `z`. */
export const pictureSide = (z: number) => 2 / 2 ** z;

/**
 * The picture for a map's points and the view its live map fits, or null when nothing is located.
 * `maxZoom` is the live map's own (OFFLINE_MAX_ZOOM on the bundled basemap, SINGLE_POINT_ZOOM online).
 */
export function mapPictureView(points: readonly MapPoint[], maxZoom: number): MapPictureView | null {
  const bounds = boundsOf(points);
  if (!bounds) return null;
  const [[west, south], [east, north]] = bounds;
  const northWest = mercator(west, north);
  const southEast = mercator(east, south);
  const width = southEast.x - northWest.x;
  const height = southEast.y - northWest.y;
  const centerX = (northWest.x + southEast.x) / 2;
  const centerY = (northWest.y + southEast.y) / 2;
  // Enough of the world for any map's shape, and for the largest map at the closest view.
  const closest = LARGEST_MAP_PIXELS / (WORLD_PIXELS * 2 ** maxZoom);
  const needed = Math.max(EXTENT_ROOM * Math.max(width, height), closest);
  // Tiles of side `tile` make a picture of twice that, whose middle half holds the centre.
  const z = Math.max(0, Math.min(PICTURE_MAX_ZOOM, Math.floor(-Math.log2(needed))));
  const tile = 1 / 2 ** z;
  const x = Math.round(centerX / tile) - 1;
  const y = Math.round(centerY / tile) - 1;
  const side = 2 * tile;
  const share = (value: number, start: number) => (value - start * tile) / side;
  return {
    tile: { z, x, y },
    center: { x: share(centerX, x), y: share(centerY, y) },
    extent: { width: width / side, height: height / side },
    maxSide: side * WORLD_PIXELS * 2 ** maxZoom,
    markers: points.map((point) => {
      const at = mercator(point.lng, point.lat);
      return { x: share(at.x, x), y: share(at.y, y) };
    }),
  };
}

/** The picture's address under the API (contracts/maps.ts). */
export const mapPicturePath = ({ z, x, y }: PictureTile) => `/api/public/map-pictures/${z}/${x}/${y}`;
