import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Natural Earth's 1:50m countries, as a hashed, long-cached asset of our own server.
import worldUrl from 'world-atlas/countries-50m.json?url';
import dataSources from '../../../shared/data-sources.json';
import type { Translate } from '../../lib/i18n';

type World = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

function dataSource(name: string) {
  const source = dataSources.find((candidate) => candidate.name === name);
  if (!source) throw new Error(`src/shared/data-sources.json has no ${name}.`);
  return source;
}

const link = (href: string, text: string) => `<a href="${href}" target="_blank" rel="noopener">${text}</a>`;
const naturalEarth = dataSource('Natural Earth');
const geoNames = dataSource('GeoNames');

/**
 * The credits of the data the offline map draws (decision 055): Natural Earth's land and borders, and
 * GeoNames' city names (CC BY 4.0 asks for the source and the licence, linked), shown by the map's
 * attribution control (as HTML).
 */
export function offlineAttribution(t: Translate): string {
  return t('maps.live.attribution', {
    naturalEarth: link(naturalEarth.url, naturalEarth.name),
    geoNames: link(geoNames.url, geoNames.name),
    licence: link(geoNames.licenceUrl, geoNames.licence.replaceAll('-', ' ')),
  });
}

/**
 * The basemap bundled with the app: land, coastlines and country borders from Natural Earth, drawn
 * from one TopoJSON file. It needs no key, no tile server and no internet.
 */
export async function offlineBasemapStyle(t: Translate, signal?: AbortSignal): Promise<StyleSpecification> {
  const response = await fetch(worldUrl, { signal });
  if (!response.ok) throw new Error(`The offline basemap could not be loaded (${response.status}).`);
  const world = (await response.json()) as World;
  const land = feature(world, world.objects.land);
  const borders = mesh(world, world.objects.countries, (a, b) => a !== b);
  const coast = mesh(world, world.objects.land);
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: land, attribution: offlineAttribution(t) },
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
