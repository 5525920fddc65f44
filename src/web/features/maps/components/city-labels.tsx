import { useEffect } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import cityLabelsUrl from 'virtual:city-labels-url';
import type { CityLabels as CityLabelsFile } from '../../../../shared/rules/city-labels.js';
import { CityLabelLayer } from '../city-label-layer';

// Fetched once per visit, with the first offline map: the file is the same for every map.
let labels: Promise<CityLabelsFile> | undefined;

function fetchCityLabels(): Promise<CityLabelsFile> {
  labels ??= fetch(cityLabelsUrl).then((response) => {
    if (!response.ok) throw new Error(`The city names could not be loaded (${response.status}).`);
    return response.json() as Promise<CityLabelsFile>;
  });
  // A failure is not kept: the next map asks again.
  labels.catch(() => (labels = undefined));
  return labels;
}

/** The offline basemap's city names. Without them the map still works, so a failure only leaves them out. */
export function CityLabels() {
  const { current: map } = useMap();
  useEffect(() => {
    if (!map) return;
    let layer: CityLabelLayer | undefined;
    let current = true;
    fetchCityLabels().then(
      ({ cities }) => {
        if (current) layer = new CityLabelLayer(map.getMap(), cities);
      },
      (error: unknown) => console.warn(error),
    );
    return () => {
      current = false;
      layer?.remove();
    };
  }, [map]);
  return null;
}
