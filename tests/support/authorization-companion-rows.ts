// The authorization matrix's rows of travel companions (decision 069): a list's companions and invites,
// leaving a list, joining one by an invite, and the notices of lists that went with their owner.
import type { Row } from './authorization-row-types.js';

const invite = () => ({ role: 'viewer' });

export const COMPANION_ROWS: Record<string, Row> = {
  'GET /api/trips/:id/companions': { access: 'owner', action: 'own', kind: 'trip' },
  'POST /api/trips/:id/invites': { access: 'owner', action: 'own', kind: 'trip', body: invite },
  'DELETE /api/trips/:id/invites/:inviteId': {
    access: 'owner',
    action: 'own',
    kind: 'tripInvite',
    consumes: true,
  },
  'DELETE /api/trips/:id/companions/:userId': {
    access: 'owner',
    action: 'own',
    kind: 'tripCompanion',
    consumes: true,
  },
  // Any companion may leave a list; its owner deletes it instead.
  'DELETE /api/trips/:id/membership': {
    access: 'owner',
    action: 'read',
    kind: 'trip',
    consumes: true,
    toItsHolder: 409,
  },
  // The new-tip mails are an editor's choice; the owner's are set in the profile.
  'PUT /api/trips/:id/membership': {
    access: 'owner',
    action: 'edit',
    kind: 'trip',
    body: () => ({ new_tip_mail: true }),
    toItsHolder: 409,
  },
  'GET /api/guidebooks/:id/companions': { access: 'owner', action: 'own', kind: 'guidebook' },
  'POST /api/guidebooks/:id/invites': { access: 'owner', action: 'own', kind: 'guidebook', body: invite },
  'DELETE /api/guidebooks/:id/invites/:inviteId': {
    access: 'owner',
    action: 'own',
    kind: 'guidebookInvite',
    consumes: true,
  },
  'DELETE /api/guidebooks/:id/companions/:userId': {
    access: 'owner',
    action: 'own',
    kind: 'guidebookCompanion',
    consumes: true,
  },
  'DELETE /api/guidebooks/:id/membership': {
    access: 'owner',
    action: 'read',
    kind: 'guidebook',
    consumes: true,
    toItsHolder: 409,
  },
  // Whoever holds an invite sees whose list it opens; the holder of the list is told it is theirs.
  'GET /api/public/invites/:token': { access: 'public', kind: 'inviteToken', shares: true },
  'POST /api/invites/:token': {
    access: 'owner',
    kind: 'inviteToken',
    consumes: true,
    shares: true,
    body: () => ({}),
    toItsHolder: 409,
  },
  'GET /api/companion-notices': { access: 'owner' },
  'DELETE /api/companion-notices/:id': { access: 'owner', kind: 'notice', consumes: true },
};
