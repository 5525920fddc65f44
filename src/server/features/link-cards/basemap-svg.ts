import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';

type World = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/** Natural Earth's 1:50m land and borders: the offline map's own (web/features/maps/offline-basemap.ts). */
interface Shapes {
  land: Position[][][];
  borders: Position[][];
}

let shapes: Shapes | undefined;

/** Read once, on the first picture: about 0.7 MB of TopoJSON, some 100 ms. */
function worldShapes(): Shapes {
  if (shapes) return shapes;
  const world = createRequire(import.meta.url)('world-atlas/countries-50m.json') as World;
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

/** A view of the world in Web Mercator: the point at the picture's `x`, `y`, `degrees` of longitude wide. */
export interface BasemapView {
  lat: number;
  lng: number;
  /** Where the point is in the picture. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees of longitude across the picture's width. */
  degrees: number;
}

const mercatorY = (lat: number) =>
  Math.log(Math.tan(Math.PI / 4 + (Math.max(-85, Math.min(85, lat)) * Math.PI) / 360));

/** Where a longitude and latitude fall in the picture. */
export function projection(view: BasemapView): (position: Position) => [number, number] {
  const scale = view.width / ((view.degrees * Math.PI) / 180);
  const y0 = mercatorY(view.lat);
  return ([lng = 0, lat = 0]) => [
    view.x + (((lng - view.lng) * Math.PI) / 180) * scale,
    view.y - (mercatorY(lat) - y0) * scale,
  ];
}

/** Whether a line's points come near the picture at all (a margin of its own size around it). */
function nearView(points: [number, number][], view: BasemapView): boolean {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return maxX > -view.width && minX < 2 * view.width && maxY > -view.height && minY < 2 * view.height;
}

/**
 * A ring or line whose longitudes run on past ±180° instead of jumping to the other side, so a shape across
 * the antimeridian (Russia, Fiji, Antarctica's edge) is drawn whole rather than as a line across the map.
 */
function unwrapped(points: Position[]): Position[] {
  let shift = 0;
  return points.map(([lng = 0, lat = 0], index) => {
    const previous = points[index - 1]?.[0];
    if (previous !== undefined && Math.abs(lng - previous) > 180) shift += lng > previous ? -360 : 360;
    return [lng + shift, lat];
  });
}

const pathOf = (points: [number, number][], closed: boolean) =>
  `M${points.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}${closed ? 'Z' : ''}`;

/**
 * The land and the country borders around a point, as SVG paths of the picture's size: only the rings and
 * lines that come near it are drawn. A view across the antimeridian shows one side of it.
 */
export function basemapPaths(view: BasemapView): { land: string; borders: string } {
  const { land, borders } = worldShapes();
  const project = projection(view);
  // Near the antimeridian, the world's copy on the other side is in view too.
  const copies = Math.abs(view.lng) + view.degrees / 2 > 180 ? [-360, 0, 360] : [0];
  const drawn = (shapes: Position[][]) =>
    copies.flatMap((shift) =>
      shapes
        .map((shape) => unwrapped(shape).map(([lng = 0, lat = 0]) => project([lng + shift, lat])))
        .filter((points) => nearView(points, view)),
    );
  const rings = drawn(land.flat());
  const lines = drawn(borders);
  return {
    land: rings.map((points) => pathOf(points, true)).join(''),
    borders: lines.map((points) => pathOf(points, false)).join(''),
  };
}
