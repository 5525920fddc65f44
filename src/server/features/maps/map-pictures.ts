import type { PictureTile } from '../../../shared/rules/map-picture.js';
import { BoundedMap } from '../../cache/bounded-map.js';
import { mapPictureSvg } from '../../drawing/map-picture-svg.js';
import { WORLD_DATA_VERSION } from '../../drawing/world-shapes.js';

/** Raised when the drawing changes, so that a browser asking again gets the new picture, not a 304. */
const DRAWING_VERSION = 1;

/**
 * Pictures kept, bounded by what they weigh together: a city's weighs 1 to 5 KB, the whole world's 200 KB,
 * and all 434 pictures of zooms 0 to 4 (a sixteenth of the world's width or more) 6 MB. They are the
 * costly ones, 2 to 60 ms to draw; one closer costs a millisecond or two to draw again.
 */
const KEPT = { max: 20_000, bytes: 16 * 1024 * 1024 };

/** A picture's SVG; `drawnInMs` is null for one kept from before. */
export interface MapPicture {
  svg: string;
  drawnInMs: number | null;
}

/** The world repeats east–west: a picture one world's width east or west of another is the same picture. */
function onTheWorld({ z, x, y }: PictureTile): PictureTile {
  const tiles = 2 ** z;
  return { z, x: ((x % tiles) + tiles) % tiles, y };
}

/**
 * What the picture at an address is: only its tile, the data package and the drawing decide it, so its
 * ETag is known without drawing. Weak: the same picture is sent compressed in one of several ways.
 */
export function mapPictureEtag(tile: PictureTile): string {
  const { z, x, y } = onTheWorld(tile);
  return `W/"${z}-${x}-${y}-world-${WORLD_DATA_VERSION}-drawing-${DRAWING_VERSION}"`;
}

/** The basemap's pictures for one server: each drawn once, then kept while there is room. */
export class MapPictures {
  readonly #kept = new BoundedMap<string>({
    max: KEPT.max,
    maxSize: { total: KEPT.bytes, sizeOf: (svg) => svg.length },
  });

  read(tile: PictureTile): MapPicture {
    const drawn = onTheWorld(tile);
    const key = `${drawn.z}/${drawn.x}/${drawn.y}`;
    const kept = this.#kept.get(key);
    if (kept !== undefined) return { svg: kept, drawnInMs: null };
    const startedAt = performance.now();
    const svg = mapPictureSvg(drawn);
    const drawnInMs = performance.now() - startedAt;
    this.#kept.set(key, svg);
    return { svg, drawnInMs };
  }
}
