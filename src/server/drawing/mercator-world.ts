import type { Position } from 'geojson';
import { mercator } from '../../shared/rules/map-picture.js';
import { unwrapped, worldShapes } from './world-shapes.js';

/** A ring or line in Web Mercator's world units (the world a square of side 1), with its bounding box. */
export interface MercatorShape {
  /** x, y, x, y, …: a ring without its closing point repeated. */
  points: Float64Array;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface MercatorWorld {
  /** Land: outer rings and holes alike, each closed, filled by the non-zero rule. */
  rings: MercatorShape[];
  /**
   * Land that goes right round the world (Antarctica): its coast alone, from x to x + 1, to be drawn over
   * as many copies of the world as a picture needs and closed along the pole's edge of the world then.
   */
  polar: (MercatorShape & { poleY: 0 | 1 })[];
  borders: MercatorShape[];
  /** The least and greatest x of every shape: which copies of the world may come near a picture. */
  minX: number;
  maxX: number;
}

function shapeOf(positions: Position[]): MercatorShape {
  const points = new Float64Array(positions.length * 2);
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  positions.forEach(([lng = 0, lat = 0], index) => {
    const { x, y } = mercator(lng, lat);
    points[index * 2] = x;
    points[index * 2 + 1] = y;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  });
  return { points, minX, minY, maxX, maxY };
}

let world: MercatorWorld | undefined;

/**
 * The world's shapes projected once, on the first picture (about 80,000 points, 1.3 MB): a picture then
 * only shifts and scales those whose box comes near it.
 */
export function mercatorWorld(): MercatorWorld {
  if (world) return world;
  const { land, borders } = worldShapes();
  const rings: MercatorShape[] = [];
  const polar: MercatorWorld['polar'] = [];
  for (const ring of land.flat()) {
    const whole = unwrapped(ring);
    const first = whole[0]?.[0] ?? 0;
    const last = whole.at(-1)?.[0] ?? 0;
    const roundTheWorld = Math.abs(last - first) > 180;
    const shape = roundTheWorld
      ? shapeOf(last > first ? whole : whole.reverse())
      : shapeOf(whole.slice(0, -1));
    // Natural Earth also rings the South Pole itself, wholly beyond 85°: a flat line here, nothing to fill.
    if (shape.maxY <= shape.minY) continue;
    if (!roundTheWorld) rings.push(shape);
    else {
      // Its box reaches the edge of the world it is closed along, so a picture inside the land finds it.
      const poleY = shape.minY + shape.maxY > 1 ? 1 : 0;
      polar.push({ ...shape, poleY, minY: Math.min(shape.minY, poleY), maxY: Math.max(shape.maxY, poleY) });
    }
  }
  const lines = borders.map((line) => shapeOf(unwrapped(line)));
  const all = [...rings, ...polar, ...lines];
  world = {
    rings,
    polar,
    borders: lines,
    minX: Math.min(...all.map((shape) => shape.minX)),
    maxX: Math.max(...all.map((shape) => shape.maxX)),
  };
  return world;
}
