import { z } from 'zod';

/** The files a list can be downloaded as: map apps read the first three, spreadsheets the last. */
export const EXPORT_FORMATS = ['gpx', 'kml', 'geojson', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportQuerySchema = z.strictObject({
  format: z.enum(EXPORT_FORMATS, { error: 'Choose a file format: gpx, kml, geojson or csv.' }),
});
