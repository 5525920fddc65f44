import type { ImportPreview } from '../../../shared/contracts/imports.js';
import { LIMITS } from '../../../shared/limits.js';
import { badFile, type FoundPlace } from './found-place.js';
import { readCsv } from './import-csv.js';
import { readGeoJson } from './import-geojson.js';
import { parseXml, readGpx, readKml } from './import-xml.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

export interface ImportFile {
  format: ImportPreview['format'];
  places: FoundPlace[];
}

/** The file as text: UTF-8 (with or without a byte-order mark), as every format here is written. */
function textOf(bytes: Buffer): string {
  try {
    return utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw badFile(
      'This file is not UTF-8 text. Choose a GeoJSON, KML, GPX or CSV file as its app exported it.',
    );
  }
}

/** Which format the file is, by what it holds (never by its name or declared type), and its entries. */
function readByContent(text: string): ImportFile {
  const start = text.trimStart();
  if (start.startsWith('{')) return { format: 'geojson', places: readGeoJson(text) };
  if (start.startsWith('<')) {
    const root = parseXml(text);
    if (root.kml !== undefined)
      return { format: 'kml', places: readKml(root.kml as Record<string, unknown>) };
    if (root.gpx !== undefined)
      return { format: 'gpx', places: readGpx(root.gpx as Record<string, unknown>) };
    throw badFile('This XML file is neither KML nor GPX.');
  }
  if (start.includes(',')) return { format: 'csv', places: readCsv(text) };
  throw badFile(
    'This file is not one Tiplist can import: choose a Google Takeout saved-places file (GeoJSON) or saved-list CSV, a KML, a GPX or a CSV of places.',
  );
}

const entryName = (places: readonly FoundPlace[], index: number) =>
  `Entry ${index + 1} (${places[index]?.name ?? 'without a name'})`;

const onTheGlobe = (place: FoundPlace) =>
  (place.latitude === null || (place.latitude >= -90 && place.latitude <= 90)) &&
  (place.longitude === null || (place.longitude >= -180 && place.longitude <= 180));

/**
 * Reads an imported file whole and checks it: at least one entry, no more than a list holds, each on the globe.
 * Anything wrong refuses the file; nothing is added from a file that was not read in full.
 */
export function readImportFile(bytes: Buffer): ImportFile {
  const file = readByContent(textOf(bytes));
  // An entry without a name or words (an empty row, a nameless point) carries nothing to add.
  const places = file.places.filter((place) => place.name || place.note);
  if (places.length === 0) throw badFile('This file holds no places to import.');
  if (places.length > LIMITS.importPlacesMax) {
    throw badFile(
      `This file holds ${places.length.toLocaleString('en-US')} places; an import takes at most ${LIMITS.importPlacesMax.toLocaleString('en-US')}. Split it into smaller files.`,
    );
  }
  const notNumber = places.findIndex(
    (place) => Number.isNaN(place.latitude) || Number.isNaN(place.longitude),
  );
  if (notNumber >= 0) {
    throw badFile(`${entryName(places, notNumber)} has a latitude or longitude that is not a number.`);
  }
  const offGlobe = places.findIndex((place) => !onTheGlobe(place));
  if (offGlobe >= 0) {
    throw badFile(
      `${entryName(places, offGlobe)} has coordinates off the globe: latitude must be between -90 and 90, longitude between -180 and 180.`,
    );
  }
  // A position needs both halves.
  return {
    format: file.format,
    places: places.map((place) =>
      place.latitude === null || place.longitude === null
        ? { ...place, latitude: null, longitude: null }
        : place,
    ),
  };
}
