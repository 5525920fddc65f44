import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Natural Earth's 1:50m countries, as a hashed, long-cached asset of our own server.
import worldUrl from 'world-atlas/countries-50m.json?url';

type World = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

export const OFFLINE_ATTRIBUTION = 'Made with Natural Earth';

/**
 * The basemap bundled with the app: land, coastlines and country borders from Natural Earth, drawn
 * from one TopoJSON file. It needs no key, no tile server and no internet.
 */
export async function offlineBasemapStyle(signal?: AbortSignal): Promise<StyleSpecification> {
  const response = await fetch(worldUrl, { signal });
  if (!response.ok) throw new Error(`The offline basemap could not be loaded (${response.status}).`);
  const world = (await response.json()) as World;
  const land = feature(world, world.objects.land);
  const borders = mesh(world, world.objects.countries, (a, b) => a !== b);
  const coast = mesh(world, world.objects.land);
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: land, attribution: OFFLINE_ATTRIBUTION },
      borders: { type: 'geojson', data: borders },
      coast: { type: 'geojson', data: coast },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#cfe6f3' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f6f4ee' } },
      { id: 'coast', type: 'line', source: 'coast', paint: { 'line-color': '#9cc3d8', 'line-width': 1 } },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': '#b9b3a6', 'line-width': 0.8, 'line-dasharray': [3, 2] },
      },
    ],
  };
}
