import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';

type World = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/** Natural Earth's 1:50m land and borders: the offline map's own (web/features/maps/offline-basemap.ts). */
export interface WorldShapes {
  /** Polygons, each an outer ring and its holes, in longitude and latitude. */
  land: Position[][][];
  /** The lines between two countries. */
  borders: Position[][];
}

const require = createRequire(import.meta.url);

/**
 * The version of the package the shapes come from: what a drawing of them depends on besides its own
 * code, so an address's ETag can change with it.
 */
export const WORLD_DATA_VERSION = (require('world-atlas/package.json') as { version: string }).version;

let shapes: WorldShapes | undefined;

/** Read once, on the first drawing: about 0.7 MB of TopoJSON, some 100 ms. */
export function worldShapes(): WorldShapes {
  if (shapes) return shapes;
  const world = require('world-atlas/countries-50m.json') as World;
  const land = feature(world, world.objects.land) as unknown as {
    features: { geometry: Polygon | MultiPolygon }[];
  };
  const polygons = land.features.flatMap(({ geometry }) =>
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates,
  );
  const borders: MultiLineString = mesh(world, world.objects.countries, (a, b) => a !== b);
  shapes = { land: polygons, borders: borders.coordinates };
  return shapes;
}

/**
 * A ring or line whose longitudes run on past ±180° instead of jumping to the other side, so a shape across
 * the antimeridian (Russia, Fiji, Antarctica's edge) is drawn whole rather than as a line across the map.
 */
export function unwrapped(points: Position[]): Position[] {
  let shift = 0;
  return points.map(([lng = 0, lat = 0], index) => {
    const previous = points[index - 1]?.[0];
    if (previous !== undefined && Math.abs(lng - previous) > 180) shift += lng > previous ? -360 : 360;
    return [lng + shift, lat];
  });
}
