import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { idParamsSchema } from './common.js';
import { defineContracts } from './contract.js';
import { categorySchema, newTipSchema } from './tips.js';

export const IMPORT_FILE_FIELD = 'file';
export const IMPORT_FORMATS = ['geojson', 'kml', 'gpx', 'csv'] as const;

/** One place found in an imported file, before the owner has looked at it. */
export const importedPlaceSchema = z.object({
  name: z.string(),
  /** The tip's words: the note the file holds with the place, or its name when there is none. */
  content: z.string(),
  /** The category the file names or its words suggest; null when neither says (the owner picks). */
  category: categorySchema.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  address: z.string().nullable(),
  place_id: z.string().nullable(),
  /** The list already has this place (the same place id, or the same name within 50 m). */
  duplicate: z.boolean(),
});
export type ImportedPlace = z.infer<typeof importedPlaceSchema>;

export const importPreviewSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  places: z.array(importedPlaceSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** What the owner chose to add, each with a category; added in one transaction, all or nothing. */
export const importBodySchema = z.strictObject({
  entries: z
    .array(newTipSchema)
    .min(1, 'Choose at least one place to import.')
    .max(
      LIMITS.tipsPerListMax,
      `At most ${LIMITS.tipsPerListMax.toLocaleString('en-US')} places can be imported at once.`,
    ),
});
export type ImportBody = z.infer<typeof importBodySchema>;

export const importResultSchema = z.object({ added: z.number().int() });

const upload = { field: IMPORT_FILE_FIELD, maxBytes: LIMITS.importFileMaxBytes, noun: 'file' } as const;
/** Room for the largest import as JSON: each place's words, name, address and id at their longest. */
const IMPORT_BODY_BYTES = 8 * 1024 * 1024;
const tag = 'Imports';
const readSummary =
  'Read a file of places (Google Takeout saved places GeoJSON or list CSV, KML, GPX, CSV) and list what it would add.';

/** The two steps of an import into a list of one kind: read the file, then add the chosen places. */
const importSteps = <P extends string>(path: P, list: string) =>
  ({
    preview: {
      method: 'POST',
      path: `${path}/imports/preview`,
      access: 'owner',
      tag,
      summary: `${readSummary} Adds nothing.`,
      params: idParamsSchema,
      upload,
      response: { status: 200, schema: importPreviewSchema },
    },
    add: {
      method: 'POST',
      path: `${path}/imports`,
      access: 'owner',
      tag,
      summary: `Add the chosen places to the ${list}, all in one transaction.`,
      params: idParamsSchema,
      body: importBodySchema,
      bodyLimit: IMPORT_BODY_BYTES,
      response: { status: 201, schema: importResultSchema },
    },
  }) as const;

const tripSteps = importSteps('/api/trips/:id', 'trip');
const guidebookSteps = importSteps('/api/guidebooks/:id', 'guidebook');

export const importContracts = defineContracts({
  previewTripImport: tripSteps.preview,
  importIntoTrip: tripSteps.add,
  previewGuidebookImport: guidebookSteps.preview,
  importIntoGuidebook: guidebookSteps.add,
});
