// The authorization matrix's rows of a trip and a guidebook (authorization-rows.ts): each route, and what it
// does to the list, which decides how the owner's companions are answered (decision 069).
import { entries, type Row } from './authorization-row-types.js';

const orderOf = (id: string | undefined) => ({ order: [{ id, order_index: 0 }] });

/** A trip, its tips, its links and its event stream. */
export const TRIP_ROWS: Record<string, Row> = {
  'GET /api/trips': { access: 'owner' },
  'POST /api/trips': { access: 'owner', body: () => ({ destination: 'Matrix' }) },
  'GET /api/trips/:id': { access: 'owner', action: 'read', kind: 'trip' },
  'PATCH /api/trips/:id': {
    access: 'owner',
    action: 'edit',
    kind: 'trip',
    body: ({ holder }) => ({ recommendation_types: holder?.tripTypes ?? null }),
  },
  'DELETE /api/trips/:id': { access: 'owner', action: 'own', kind: 'trip', consumes: true },
  'POST /api/trips/:id/shared-favorites': {
    access: 'owner',
    action: 'share',
    kind: 'trip',
    body: () => ({ expires_in_days: 7 }),
  },
  'GET /api/trips/:id/events': { access: 'owner', action: 'read', kind: 'trip', stream: true },
  'GET /api/trips/:id/sharing': { access: 'owner', action: 'share', kind: 'trip' },
  // Each changes what the trip's public addresses answer: tried on a spare trip, not the one others read.
  'POST /api/trips/:id/ask-link': {
    access: 'owner',
    action: 'own',
    kind: 'trip',
    consumes: true,
    body: () => ({}),
  },
  'DELETE /api/trips/:id/ask-link': { access: 'owner', action: 'own', kind: 'trip', consumes: true },
  'PUT /api/trips/:id/tip-collection': {
    access: 'owner',
    action: 'own',
    kind: 'trip',
    consumes: true,
    body: () => ({ paused: true }),
  },
  'PUT /api/trips/:id/notifications': {
    access: 'owner',
    action: 'own',
    kind: 'trip',
    consumes: true,
    body: () => ({ muted: true }),
  },
  'PUT /api/trips/:id/following': {
    access: 'owner',
    action: 'own',
    kind: 'trip',
    consumes: true,
    body: () => ({ on: false }),
  },
  'DELETE /api/trips/:id/shared-favorites/:linkId': {
    access: 'owner',
    action: 'share',
    kind: 'favouritesLink',
    consumes: true,
  },
  'GET /api/trips/:id/export': { access: 'owner', action: 'read', kind: 'trip', query: '?format=csv' },
  'POST /api/trips/:id/imports/preview': { access: 'owner', action: 'edit', kind: 'trip', upload: 'places' },
  'POST /api/trips/:id/imports': { access: 'owner', action: 'edit', kind: 'trip', body: () => entries },
  'POST /api/trips/:id/recommendations': {
    access: 'owner',
    action: 'edit',
    kind: 'trip',
    body: () => entries,
  },
  'PUT /api/trips/:id/recommendations/order': {
    access: 'owner',
    action: 'edit',
    kind: 'trip',
    body: ({ holder }, world) => orderOf((holder ?? world.holders.owner).values.tip.id),
  },
  'PATCH /api/trips/:id/recommendations': {
    access: 'owner',
    action: 'edit',
    kind: 'trip',
    body: ({ holder }, world) => ({
      ids: [(holder ?? world.holders.owner).values.tip.id],
      is_favorite: true,
    }),
  },
  'PATCH /api/recommendations/:id': {
    access: 'owner',
    action: 'edit',
    kind: 'tip',
    body: () => ({ is_favorite: true }),
  },
  'DELETE /api/recommendations/:id': { access: 'owner', action: 'edit', kind: 'tip', consumes: true },
};

/** A guidebook, its tips, its links and its event stream, and copies made from shared lists. */
export const GUIDEBOOK_ROWS: Record<string, Row> = {
  'GET /api/guidebooks': { access: 'owner' },
  'POST /api/guidebooks': { access: 'owner', body: () => ({ title: 'Matrix', destination: 'Matrix' }) },
  'GET /api/guidebooks/:id': { access: 'owner', action: 'read', kind: 'guidebook' },
  'PUT /api/guidebooks/:id': {
    access: 'owner',
    action: 'edit',
    kind: 'guidebook',
    body: ({ holder }, world) => (holder ?? world.holders.owner).guidebookBody,
  },
  'DELETE /api/guidebooks/:id': { access: 'owner', action: 'own', kind: 'guidebook', consumes: true },
  'GET /api/guidebooks/:id/shared-links': { access: 'owner', action: 'share', kind: 'guidebook' },
  'GET /api/guidebooks/:id/export': {
    access: 'owner',
    action: 'read',
    kind: 'guidebook',
    query: '?format=csv',
  },
  'POST /api/guidebooks/:id/imports/preview': {
    access: 'owner',
    action: 'edit',
    kind: 'guidebook',
    upload: 'places',
  },
  'POST /api/guidebooks/:id/imports': {
    access: 'owner',
    action: 'edit',
    kind: 'guidebook',
    body: () => entries,
  },
  'POST /api/guidebooks/:id/shared-links': {
    access: 'owner',
    action: 'share',
    kind: 'guidebook',
    body: () => ({ expires_in_days: 7 }),
  },
  'DELETE /api/guidebooks/:id/shared-links/:linkId': {
    access: 'owner',
    action: 'share',
    kind: 'guidebookLink',
    consumes: true,
  },
  'GET /api/guidebooks/:id/events': { access: 'owner', action: 'read', kind: 'guidebook', stream: true },
  'POST /api/guidebooks/:id/recommendations': {
    access: 'owner',
    action: 'edit',
    kind: 'guidebook',
    body: () => entries,
  },
  'PUT /api/guidebooks/:id/recommendations/order': {
    access: 'owner',
    action: 'edit',
    kind: 'guidebook',
    body: ({ holder }, world) => orderOf((holder ?? world.holders.owner).values.guidebookTip.id),
  },
  'PATCH /api/guidebooks/:id/recommendations': {
    access: 'owner',
    action: 'edit',
    kind: 'guidebook',
    body: ({ holder }, world) => ({
      ids: [(holder ?? world.holders.owner).values.guidebookTip.id],
      is_favorite: true,
    }),
  },
  'PATCH /api/guidebook-recommendations/:id': {
    access: 'owner',
    action: 'edit',
    kind: 'guidebookTip',
    body: () => ({ is_favorite: true }),
  },
  'DELETE /api/guidebook-recommendations/:id': {
    access: 'owner',
    action: 'edit',
    kind: 'guidebookTip',
    consumes: true,
  },
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
