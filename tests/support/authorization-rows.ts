// The rows of the authorization matrix, by route family: every API route, who may call it and on what.
// Each family is checked by a test file of its own (src/server/http/authorization-*.test.ts); the matrix
// test fails when a registered route has no row here, or a row no route.
import { createEmailVerificationToken } from 'better-auth/api';
import { resetRequestsKey } from '../../src/server/auth/reset-links.js';
import { COMPANION_ROWS } from './authorization-companion-rows.js';
import { GUIDEBOOK_ROWS, TRIP_ROWS } from './authorization-list-rows.js';
import { PASSWORD, SIGNED_IN, type World } from './authorization-matrix.js';
import { entries, type Row, type Target } from './authorization-row-types.js';
import { myDataFileOf } from './my-data.js';
import { TEST_AUTH_SECRET, uniqueEmail } from './test-app.js';

export type { Row, Target } from './authorization-row-types.js';

const VICTIM = (_: Target, world: World) => ({ email: world.victim.email });

/** Health, the API document, sign-in and its neighbours, and what anyone with a link may read. */
export const PUBLIC_ROWS: Record<string, Row> = {
  'GET /api/health': { access: 'public' },
  'GET /api/openapi.json': { access: 'public' },
  'GET /api/auth/session': { access: 'public' },
  'POST /api/auth/sign-up/email': {
    access: 'public',
    body: () => ({ first_name: 'New', last_name: 'Comer', email: uniqueEmail('matrix'), password: PASSWORD }),
  },
  'POST /api/auth/sign-in/email': {
    access: 'public',
    body: (_, world) => ({ email: world.victim.email, password: PASSWORD }),
  },
  'POST /api/auth/sign-out': { access: 'public', disposable: true, body: () => ({}) },
  // Limited per address asked about: each cell asks afresh, as resetToken does.
  'POST /api/auth/request-password-reset': {
    access: 'public',
    body: async (target, world) => {
      await world.t.db.kysely
        .deleteFrom('rate_limits')
        .where('key', '=', resetRequestsKey(world.victim.email))
        .execute();
      return VICTIM(target, world);
    },
  },
  'POST /api/auth/reset-password': {
    access: 'public',
    body: async (_, world) => ({ token: await world.resetToken(), newPassword: PASSWORD }),
  },
  'POST /api/auth/verify-email': {
    access: 'public',
    body: async (_, { victim }) => ({
      token: await createEmailVerificationToken(TEST_AUTH_SECRET, victim.email, undefined, 3600, {
        userId: victim.id,
      }),
    }),
  },
  'GET /api/public/trips/:id': { access: 'public', kind: 'trip' },
  'GET /api/public/share-links/:token': { access: 'public', kind: 'tripShareToken' },
  'POST /api/public/trips/:id/recommendations': {
    access: 'public',
    kind: 'trip',
    body: () => ({ ...entries, contributor_name: 'A friend' }),
  },
  'GET /api/public/shared-favorites/:token': { access: 'public', kind: 'favouritesToken' },
  'GET /api/public/trips/:id/shared-favorites': { access: 'public', kind: 'trip' },
  'GET /api/public/shared-guidebooks/:token': { access: 'public', kind: 'guidebookToken' },
  'GET /api/public/shared-guidebooks/:token/export': {
    access: 'public',
    kind: 'guidebookToken',
    query: '?format=csv',
  },
  'POST /api/public/trips/:id/follow-links': {
    access: 'public',
    kind: 'trip',
    body: ({ holder }, world) => ({ receipt: (holder ?? world.holders.owner).values.followToken.receipt }),
  },
  'GET /api/public/follow-links/:token': { access: 'public', kind: 'followToken' },
  'GET /api/public/follow-links/:token/events': { access: 'public', kind: 'followToken', stream: true },
  'DELETE /api/public/follow-links/:token': { access: 'public', kind: 'followToken', consumes: true },
  'PUT /api/public/follow-links/:token/email': {
    access: 'public',
    kind: 'followToken',
    body: () => ({ email: 'friend@example.com' }),
  },
  'DELETE /api/public/follow-links/:token/email': { access: 'public', kind: 'followToken' },
  'GET /api/places/search': { access: 'public', query: '?q=Lisbon' },
  'GET /api/places/:placeId': { access: 'public', kind: 'place' },
  'GET /api/places/from-link': {
    access: 'public',
    query: `?url=${encodeURIComponent('https://www.openstreetmap.org/?mlat=38.7107&mlon=-9.1434')}`,
  },
  'GET /api/map/style': { access: 'public' },
  // The basemap's picture of a square of the world: the same for everyone, and nobody's data.
  'GET /api/public/map-pictures/:z/:x/:y': { access: 'public', params: { z: '3', x: '3', y: '2' } },
  'GET /api/images/:imageId': { access: 'public', kind: 'image' },
  // A link's picture: one that leads nowhere gets the picture that names no one.
  'GET /api/public/link-cards/:page/:token': {
    access: 'public',
    kind: 'guidebookToken',
    params: { page: 'shared-guidebook' },
    nowhere: 200,
  },
};

/** The signed-in account's profile, password, picture and address, and the admin's routes. */
export const ACCOUNT_ROWS: Record<string, Row> = {
  'PATCH /api/profile': {
    access: 'owner',
    disposable: true,
    body: () => ({ first_name: 'Re', last_name: 'Named' }),
  },
  'PUT /api/profile/language': { access: 'owner', disposable: true, body: () => ({ language: 'fr' }) },
  'POST /api/profile/password': {
    access: 'owner',
    disposable: true,
    body: () => ({ current_password: PASSWORD, new_password: 'another-horse-staple' }),
  },
  'POST /api/profile/deletion': { access: 'owner', disposable: true, body: () => ({ password: PASSWORD }) },
  'PUT /api/profile/image': { access: 'owner', disposable: true, upload: 'image' },
  'DELETE /api/profile/image': { access: 'owner', disposable: true },
  'GET /api/profile/email-verification': { access: 'owner' },
  'POST /api/profile/email-verification': {
    access: 'owner',
    disposable: true,
    body: () => ({}),
    answers: { admin: 409 },
  },
  'GET /api/profile/notifications': { access: 'owner' },
  'PUT /api/profile/notifications': {
    access: 'owner',
    disposable: true,
    body: () => ({ email_on: true, webhook_url: 'https://hooks.example.org/t', webhook_format: 'json' }),
  },
  // No webhook is saved: the test is refused before anything is sent.
  'POST /api/profile/notifications/webhook-test': {
    access: 'owner',
    body: () => ({}),
    answers: Object.fromEntries(SIGNED_IN.map((actor) => [actor, 422])),
  },
  'GET /api/my-data': { access: 'owner' },
  // Imports are limited per account: each cell imports from an account of its own.
  'POST /api/my-data/imports': { access: 'owner', disposable: true, body: () => myDataFileOf({}) },
  'GET /api/admin/users': { access: 'admin' },
  'POST /api/admin/force-logout': { access: 'admin', body: VICTIM },
};

export const ALL_ROWS: Record<string, Row> = {
  ...PUBLIC_ROWS,
  ...TRIP_ROWS,
  ...GUIDEBOOK_ROWS,
  ...ACCOUNT_ROWS,
  ...COMPANION_ROWS,
};
