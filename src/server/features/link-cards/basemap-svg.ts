import type { Position } from 'geojson';
import { mercator } from '../../../shared/rules/map-picture.js';
import { unwrapped, worldShapes } from '../../drawing/world-shapes.js';

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

/** Where a longitude and latitude fall in the picture. */
export function projection(view: BasemapView): (position: Position) => [number, number] {
  // World units (the world a square of side 1) to the picture's.
  const scale = (view.width * 360) / view.degrees;
  const center = mercator(view.lng, view.lat);
  return ([lng = 0, lat = 0]) => {
    const at = mercator(lng, lat);
    return [view.x + (at.x - center.x) * scale, view.y + (at.y - center.y) * scale];
  };
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
