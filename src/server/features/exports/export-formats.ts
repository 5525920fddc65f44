import { CATEGORY_TITLES } from '../../../shared/categories.js';
import type { ExportFormat } from '../../../shared/contracts/exports.js';
import { isLocated, type ExportList, type ExportTip } from './export-list.js';
import { gpxChunks, kmlChunks } from './export-xml.js';

/** What each file is sent as. */
export const EXPORT_TYPES: Record<ExportFormat, string> = {
  gpx: 'application/gpx+xml; charset=utf-8',
  kml: 'application/vnd.google-earth.kml+xml; charset=utf-8',
  geojson: 'application/geo+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/**
 * GeoJSON (RFC 7946): a FeatureCollection of points, longitude first, each with the tip's name, category,
 * text, contributor and link as properties (QGIS shows them as attribute columns).
 */
export function* geoJsonChunks(list: ExportList): Generator<string> {
  yield `{"type":"FeatureCollection","name":${JSON.stringify(list.title)},"features":[`;
  let first = true;
  for (const tip of list.tips) {
    if (!isLocated(tip)) continue;
    const feature = {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [tip.longitude, tip.latitude] },
      properties: {
        name: tip.placeName,
        category: CATEGORY_TITLES[tip.category],
        text: tip.content,
        contributor: tip.contributor,
        address: tip.placeAddress,
        place_id: tip.placeId,
        link: list.link,
      },
    };
    yield `${first ? '' : ','}\n${JSON.stringify(feature)}`;
    first = false;
  }
  yield '\n]}\n';
}

export const CSV_COLUMNS = [
  'Category',
  'Text',
  'Place',
  'Address',
  'Latitude',
  'Longitude',
  'Place ID',
  'Contributor',
  'Favorite',
  'Done',
  'Added',
  'Link',
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text a spreadsheet would
 * run as a formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe (OWASP's advice).
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const yesNo = (value: boolean | null) => (value === null ? null : value ? 'yes' : 'no');

function csvRow(tip: ExportTip, link: string): string {
  const located = isLocated(tip);
  return [
    CATEGORY_TITLES[tip.category],
    tip.content,
    tip.placeName,
    tip.placeAddress,
    located ? tip.latitude : null,
    located ? tip.longitude : null,
    tip.placeId,
    tip.contributor,
    yesNo(tip.favourite),
    yesNo(tip.done),
    tip.addedAt,
    link,
  ]
    .map(csvField)
    .join(',');
}

/** Every tip, located or not, one row each, with a header row; a byte-order mark so Excel reads UTF-8. */
export function* csvChunks(list: ExportList): Generator<string> {
  yield `\uFEFF${CSV_COLUMNS.join(',')}\r\n`;
  for (const tip of list.tips) yield `${csvRow(tip, list.link)}\r\n`;
}

/** The file, a piece at a time: a long list is sent as it is written rather than built whole in memory. */
export function exportChunks(format: ExportFormat, list: ExportList): Generator<string> {
  switch (format) {
    case 'gpx':
      return gpxChunks(list);
    case 'kml':
      return kmlChunks(list);
    case 'geojson':
      return geoJsonChunks(list);
    case 'csv':
      return csvChunks(list);
  }
}

/**
 * Content-Disposition for a download named after the list: an ASCII name for every client, and the
 * name as written (RFC 6266 / RFC 8187 filename*) for those that read it. Nothing of it can end the header.
 */
export function attachmentHeader(title: string, format: ExportFormat): string {
  const base =
    title
      .normalize('NFC')
      .replace(/[\p{Cc}\\/:*?"<>|]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'tiplist';
  const ascii =
    base
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9 ,._()-]+/g, '-')
      .replace(/^[.\s-]+|[.\s-]+$/g, '') || 'tiplist';
  const encoded = encodeURIComponent(`${base}.${format}`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.${format}"; filename*=UTF-8''${encoded}`;
}
