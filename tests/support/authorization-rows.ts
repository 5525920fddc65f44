// The rows of the authorization matrix, by route family: every API route, who may call it and on what.
// Each family is checked by a test file of its own (src/server/http/authorization-*.test.ts); the matrix
// test fails when a registered route has no row here, or a row no route.
import { createEmailVerificationToken } from 'better-auth/api';
import type { Access } from '../../src/shared/contracts/contract.js';
import { PASSWORD, type Actor, type Holder, type Kind, type World } from './authorization-matrix.js';
import { myDataFileOf } from './my-data.js';
import { TEST_AUTH_SECRET, uniqueEmail } from './test-app.js';

export type Target = { holder?: Holder; values: Record<string, string> };

export interface Row {
  access: Access;
  /** What the path parameters (or, for copies, the body's share token) refer to. */
  kind?: Kind;
  query?: string;
  body?: (target: Target, world: World) => unknown;
  /** A multipart request: a profile picture, or a file of places to import. */
  upload?: 'image' | 'places';
  /** Path parameters that are the same in every cell (which of a route's pages it serves). */
  params?: Record<string, string>;
  /** The answer to a link that leads nowhere (missing, revoked, expired), where it is not a refusal. */
  nowhere?: number;
  /** Deletes what it names: each cell gets a resource of its own. */
  consumes?: true;
  /** Acts on the caller's account (password, deletion, sign-out): each signed-in cell uses a new account. */
  disposable?: true;
  /** Succeeds for anyone holding the share token, and its answer shows what was shared. */
  shares?: true;
  stream?: true;
  /** A signed-in actor's own answer where it differs by who the actor is (the admin's address is verified). */
  answers?: Partial<Record<Actor, number>>;
  /** What to delete after a success, so a copy does not show up in the caller's later lists. */
  cleanup?: (answer: never) => string;
}

const entries = { entries: [{ category: 'do', content: 'A tip from the matrix' }] };
const orderOf = (id: string | undefined) => ({ order: [{ id, order_index: 0 }] });
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
  'POST /api/auth/request-password-reset': { access: 'public', body: VICTIM },
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

/** A trip, its tips, its links and its event stream. */
export const TRIP_ROWS: Record<string, Row> = {
  'GET /api/trips': { access: 'owner' },
  'POST /api/trips': { access: 'owner', body: () => ({ destination: 'Matrix' }) },
  'GET /api/trips/:id': { access: 'owner', kind: 'trip' },
  'PATCH /api/trips/:id': {
    access: 'owner',
    kind: 'trip',
    body: ({ holder }) => ({ recommendation_types: holder?.tripTypes ?? null }),
  },
  'DELETE /api/trips/:id': { access: 'owner', kind: 'trip', consumes: true },
  'POST /api/trips/:id/shared-favorites': {
    access: 'owner',
    kind: 'trip',
    body: () => ({ expires_in_days: 7 }),
  },
  'GET /api/trips/:id/events': { access: 'owner', kind: 'trip', stream: true },
  'GET /api/trips/:id/sharing': { access: 'owner', kind: 'trip' },
  // Each changes what the trip's public addresses answer: tried on a spare trip, not the one others read.
  'POST /api/trips/:id/ask-link': { access: 'owner', kind: 'trip', consumes: true, body: () => ({}) },
  'DELETE /api/trips/:id/ask-link': { access: 'owner', kind: 'trip', consumes: true },
  'PUT /api/trips/:id/tip-collection': {
    access: 'owner',
    kind: 'trip',
    consumes: true,
    body: () => ({ paused: true }),
  },
  'PUT /api/trips/:id/notifications': {
    access: 'owner',
    kind: 'trip',
    consumes: true,
    body: () => ({ muted: true }),
  },
  'PUT /api/trips/:id/following': {
    access: 'owner',
    kind: 'trip',
    consumes: true,
    body: () => ({ on: false }),
  },
  'DELETE /api/trips/:id/shared-favorites/:linkId': {
    access: 'owner',
    kind: 'favouritesLink',
    consumes: true,
  },
  'GET /api/trips/:id/export': { access: 'owner', kind: 'trip', query: '?format=csv' },
  'POST /api/trips/:id/imports/preview': { access: 'owner', kind: 'trip', upload: 'places' },
  'POST /api/trips/:id/imports': { access: 'owner', kind: 'trip', body: () => entries },
  'POST /api/trips/:id/recommendations': { access: 'owner', kind: 'trip', body: () => entries },
  'PUT /api/trips/:id/recommendations/order': {
    access: 'owner',
    kind: 'trip',
    body: ({ holder }, world) => orderOf((holder ?? world.holders.owner).values.tip.id),
  },
  'PATCH /api/trips/:id/recommendations': {
    access: 'owner',
    kind: 'trip',
    body: ({ holder }, world) => ({
      ids: [(holder ?? world.holders.owner).values.tip.id],
      is_favorite: true,
    }),
  },
  'PATCH /api/recommendations/:id': { access: 'owner', kind: 'tip', body: () => ({ is_favorite: true }) },
  'DELETE /api/recommendations/:id': { access: 'owner', kind: 'tip', consumes: true },
};

/** A guidebook, its tips, its links and its event stream, and copies made from shared lists. */
export const GUIDEBOOK_ROWS: Record<string, Row> = {
  'GET /api/guidebooks': { access: 'owner' },
  'POST /api/guidebooks': { access: 'owner', body: () => ({ title: 'Matrix', destination: 'Matrix' }) },
  'GET /api/guidebooks/:id': { access: 'owner', kind: 'guidebook' },
  'PUT /api/guidebooks/:id': {
    access: 'owner',
    kind: 'guidebook',
    body: ({ holder }, world) => (holder ?? world.holders.owner).guidebookBody,
  },
  'DELETE /api/guidebooks/:id': { access: 'owner', kind: 'guidebook', consumes: true },
  'GET /api/guidebooks/:id/shared-links': { access: 'owner', kind: 'guidebook' },
  'GET /api/guidebooks/:id/export': { access: 'owner', kind: 'guidebook', query: '?format=csv' },
  'POST /api/guidebooks/:id/imports/preview': { access: 'owner', kind: 'guidebook', upload: 'places' },
  'POST /api/guidebooks/:id/imports': { access: 'owner', kind: 'guidebook', body: () => entries },
  'POST /api/guidebooks/:id/shared-links': {
    access: 'owner',
    kind: 'guidebook',
    body: () => ({ expires_in_days: 7 }),
  },
  'DELETE /api/guidebooks/:id/shared-links/:linkId': {
    access: 'owner',
    kind: 'guidebookLink',
    consumes: true,
  },
  'GET /api/guidebooks/:id/events': { access: 'owner', kind: 'guidebook', stream: true },
  'POST /api/guidebooks/:id/recommendations': { access: 'owner', kind: 'guidebook', body: () => entries },
  'PUT /api/guidebooks/:id/recommendations/order': {
    access: 'owner',
    kind: 'guidebook',
    body: ({ holder }, world) => orderOf((holder ?? world.holders.owner).values.guidebookTip.id),
  },
  'PATCH /api/guidebooks/:id/recommendations': {
    access: 'owner',
    kind: 'guidebook',
    body: ({ holder }, world) => ({
      ids: [(holder ?? world.holders.owner).values.guidebookTip.id],
      is_favorite: true,
    }),
  },
  'PATCH /api/guidebook-recommendations/:id': {
    access: 'owner',
    kind: 'guidebookTip',
    body: () => ({ is_favorite: true }),
  },
  'DELETE /api/guidebook-recommendations/:id': { access: 'owner', kind: 'guidebookTip', consumes: true },
  'POST /api/guidebooks/copies': {
    access: 'owner',
    kind: 'favouritesToken',
    shares: true,
    body: ({ values }) => ({ from: 'shared-favorites', share_token: values.token }),
    cleanup: (answer: { guidebook: { id: string } }) => `/api/guidebooks/${answer.guidebook.id}`,
  },
  'POST /api/trips/copies': {
    access: 'owner',
    kind: 'guidebookToken',
    shares: true,
    body: ({ values }) => ({ from: 'shared-guidebook', share_token: values.token }),
    cleanup: (answer: { trip: { id: string } }) => `/api/trips/${answer.trip.id}`,
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
    answers: { owner: 422, other: 422, admin: 422 },
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
};
