import type { ExportFormat } from '../../../shared/contracts/exports.js';

/** Each file a list downloads as, and what it is for, in the order people most often want them. */
export const EXPORT_FILES: readonly { format: ExportFormat; label: string; use: string }[] = [
  { format: 'kml', label: 'KML', use: 'Google My Maps, Google Earth' },
  { format: 'gpx', label: 'GPX', use: 'Organic Maps, OsmAnd, GPS devices' },
  { format: 'geojson', label: 'GeoJSON', use: 'QGIS and other map tools' },
  { format: 'csv', label: 'CSV', use: 'Spreadsheets: every tip, with or without a place' },
];

/** The download's address for a format (the browser sends the session, and saves what comes). */
export type ExportHref = (format: ExportFormat) => string;
