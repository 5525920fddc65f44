import { z } from 'zod';
import { defineContracts } from './contract.js';

export const mapStyleSchema = z.object({
  /** A MapLibre style to load online; null when this server shows only the bundled offline basemap. */
  styleUrl: z.string().nullable(),
});
export type MapStyle = z.infer<typeof mapStyleSchema>;

export const mapContracts = defineContracts({
  mapStyle: {
    method: 'GET',
    path: '/api/map/style',
    access: 'public',
    tag: 'Maps',
    summary: 'The basemap the map pages load: an online MapLibre style, or none for the bundled offline one.',
    response: { status: 200, schema: mapStyleSchema },
  },
});
