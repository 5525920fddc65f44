import { z } from 'zod';
import { PICTURE_MAX_ZOOM } from '../rules/map-picture.js';
import { defineContracts } from './contract.js';

export const mapStyleSchema = z.object({
  /** A MapLibre style to load online; null when this server shows only the bundled offline basemap. */
  styleUrl: z.string().nullable(),
});
export type MapStyle = z.infer<typeof mapStyleSchema>;

const ZOOM_MESSAGE = `The zoom must be a whole number from 0 to ${PICTURE_MAX_ZOOM}.`;

/** A whole number as a path writes it (no leading zero, no exponent, no -0): one address per picture. */
const wholeNumber = (message: string) =>
  z
    .string()
    .regex(/^(?:0|-?[1-9]\d{0,5})$/, message)
    .transform(Number);

/**
 * A picture on the tile grid (rules/map-picture.ts). Any picture a map's places give is allowed, and a
 * little more (a map drawn across the antimeridian starts west or east of the world), nothing further.
 */
export const mapPictureParamsSchema = z
  .strictObject({
    z: wholeNumber(ZOOM_MESSAGE).pipe(z.number().min(0, ZOOM_MESSAGE).max(PICTURE_MAX_ZOOM, ZOOM_MESSAGE)),
    x: wholeNumber('The x of a picture must be a whole number.'),
    y: wholeNumber('The y of a picture must be a whole number.'),
  })
  .superRefine(({ z: zoom, x, y }, context) => {
    const tiles = 2 ** zoom;
    const range = (name: 'x' | 'y', value: number, min: number, max: number) => {
      if (value < min || value > max)
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `The ${name} of a picture at zoom ${zoom} must be from ${min} to ${max}.`,
        });
    };
    range('x', x, -tiles - 2, tiles + 1);
    range('y', y, -2, tiles);
  });

export const mapContracts = defineContracts({
  mapStyle: {
    method: 'GET',
    path: '/api/map/style',
    access: 'public',
    tag: 'Maps',
    summary: 'The basemap the map pages load: an online MapLibre style, or none for the bundled offline one.',
    response: { status: 200, schema: mapStyleSchema },
  },
  mapPicture: {
    method: 'GET',
    path: '/api/public/map-pictures/:z/:x/:y',
    access: 'public',
    tag: 'Maps',
    summary:
      'The bundled basemap (land, coastline, borders) drawn as an SVG of 1024×1024 units over the 2×2 tiles of the Web Mercator grid at zoom z (0 to 16) from tile x, y: what a map page shows before its live map. x may lie off the world, which repeats east–west. Kept for 30 days.',
    params: mapPictureParamsSchema,
    response: { status: 200, schema: z.string(), contentType: 'image/svg+xml' },
  },
});
