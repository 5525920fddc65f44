import { z } from 'zod';
import { MY_DATA_LIMITS } from '../my-data-limits.js';
import { defineContracts } from './contract.js';

/**
 * The import's body is a tiplist.json as it was downloaded (my-data-file.ts has its shape). The route reads
 * it itself (rules/my-data-file.ts), so that a file from elsewhere, of a newer version, or over a cap gets
 * its own error code rather than a list of field errors.
 */
export const myDataImportBodySchema = z.unknown().meta({
  description:
    'A tiplist.json as "Download My Data" writes it: { format: "tiplist", version: 1, exportedAt, profile, trips, guidebooks } (README documents every field).',
});

export const importedMyDataSchema = z.object({
  /** How many trips, guidebooks and tips were created. */
  trips: z.number().int(),
  guidebooks: z.number().int(),
  tips: z.number().int(),
});
export type ImportedMyData = z.infer<typeof importedMyDataSchema>;

const tag = 'My data';

export const myDataContracts = defineContracts({
  downloadMyData: {
    method: 'GET',
    path: '/api/my-data',
    access: 'owner',
    tag,
    summary:
      'Download My Data: a ZIP (tiplist-<date>.zip) of tiplist.json (the profile, every trip with its settings and tips, every guidebook with its tips; no share links) and the profile picture, if there is one.',
    response: { status: 200, schema: z.string(), contentType: 'download' },
  },
  importMyData: {
    method: 'POST',
    path: '/api/my-data/imports',
    access: 'owner',
    tag,
    summary:
      'Import My Data: create the trips and guidebooks of a tiplist.json (from any Tiplist) as new lists of this account, without share links, in one transaction; refused whole when a list is over its cap.',
    body: myDataImportBodySchema,
    bodyLimit: MY_DATA_LIMITS.fileMaxBytes,
    response: { status: 201, schema: importedMyDataSchema },
  },
});
