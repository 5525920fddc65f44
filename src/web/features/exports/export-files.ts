import type { ExportFormat } from '../../../shared/contracts/exports.js';
import type { MessageKey } from '../../lib/i18n';

/**
 * Each file a list downloads as (its format's name, the same in every language) and what it is for, in
 * the order people most often want them.
 */
export const EXPORT_FILES = [
  { format: 'kml', label: 'KML', use: 'public.export.kmlUse' },
  { format: 'gpx', label: 'GPX', use: 'public.export.gpxUse' },
  { format: 'geojson', label: 'GeoJSON', use: 'public.export.geojsonUse' },
  { format: 'csv', label: 'CSV', use: 'public.export.csvUse' },
] as const satisfies readonly { format: ExportFormat; label: string; use: MessageKey }[];

/** The download's address for a format (the browser sends the session, and saves what comes). */
export type ExportHref = (format: ExportFormat) => string;
