import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MY_DATA_FORMAT, MY_DATA_PICTURE_NAME, MY_DATA_VERSION } from '../my-data-limits.js';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './auth-constants.js';
import { guidebookBodySchema } from './guidebooks.js';
import { contributorNameSchema } from './public.js';
import { categorySchema, placeDataSchema, tipContentSchema } from './tips.js';
import { createTripBodySchema, destinationSchema } from './trips.js';

/*
 * tiplist.json, the file "Download My Data" writes and "Import My Data" reads (decision 058). Every field
 * is listed and no other is accepted: a change of shape is a new version, and a reader refuses versions
 * newer than its own. The rules of each text are the ones the forms and the API apply.
 */

const timestamp = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time (ISO 8601).` });
const createdAt = timestamp('The creation time');

/** A position in its category's order, as the app numbers it. */
const orderSchema = z
  .number({ error: 'The order must be a number.' })
  .int('The order must be a whole number.')
  .min(0, 'The order cannot be negative.')
  .max(1_000_000, 'The order can be at most 1,000,000.');

/** A tagged place, as the entry form sends it (tips.ts): a name, and its id, address and position if known. */
const placeSchema = placeDataSchema.nullable();

export const myDataTripTipSchema = z.strictObject({
  category: categorySchema,
  text: tipContentSchema,
  place: placeSchema,
  /** Who sent it: a friend's name, or null for the owner's own tips and anonymous friends. */
  author: contributorNameSchema,
  favourite: z.boolean({ error: 'Favourite must be true or false.' }),
  done: z.boolean({ error: 'Done must be true or false.' }),
  order: orderSchema,
  createdAt,
});

export const myDataGuidebookTipSchema = myDataTripTipSchema.omit({ author: true, done: true });

// A list's tips are not capped here: rules/my-data-file.ts counts them, to name the list that is over.
export const myDataTripSchema = z.strictObject({
  destination: destinationSchema,
  /** What the owner asks friends for. */
  description: createTripBodySchema.shape.recommendation_types,
  /** The owner has paused tip collection. */
  tipsPaused: z.boolean({ error: 'tipsPaused must be true or false.' }),
  /** The owner revoked the ask link and made no new one. */
  askLinkRevoked: z.boolean({ error: 'askLinkRevoked must be true or false.' }),
  createdAt,
  tips: z.array(myDataTripTipSchema, { error: 'A trip needs a list of tips.' }),
});

export const myDataGuidebookSchema = z.strictObject({
  ...guidebookBodySchema.shape,
  createdAt,
  updatedAt: timestamp('The time of the last change'),
  tips: z.array(myDataGuidebookTipSchema, { error: 'A guidebook needs a list of tips.' }),
});

/** Who exported the file; an import leaves the importing account's own profile as it is. */
export const myDataProfileSchema = z.strictObject({
  firstName: z.string().max(NAME_MAX_LENGTH),
  lastName: z.string().max(NAME_MAX_LENGTH),
  email: z.string().max(EMAIL_MAX_LENGTH),
  emailVerified: z.boolean(),
  createdAt,
  /** The picture's name in the ZIP, or null without one. */
  picture: z.literal(MY_DATA_PICTURE_NAME).nullable(),
});

export const myDataFileSchema = z.strictObject({
  format: z.literal(MY_DATA_FORMAT),
  version: z.literal(MY_DATA_VERSION),
  exportedAt: timestamp('The export time'),
  profile: myDataProfileSchema,
  trips: z.array(myDataTripSchema, { error: 'The file needs a list of trips.' }),
  guidebooks: z.array(myDataGuidebookSchema, { error: 'The file needs a list of guidebooks.' }),
});

/** What the server writes (before trimming and defaults, the same). */
export type MyDataFile = z.input<typeof myDataFileSchema>;
/** What the server reads: texts trimmed, blank descriptions and names null. */
export type MyData = z.output<typeof myDataFileSchema>;
export type MyDataTrip = MyData['trips'][number];
export type MyDataGuidebook = MyData['guidebooks'][number];

/** A list's cap, the same as every other way of adding tips (decision 031). */
export const MY_DATA_TIPS_PER_LIST_MAX = LIMITS.tipsPerListMax;
