// Who calls each route in the authorization matrix. Besides the owner of the seeded lists, a stranger
// (`other`), an admin and people with no session, four companions of the owner's trip and guidebook
// (decision 069): an editor, a viewer, a companion the owner removed, and a person whose invite expired
// before they used it. The last two are strangers again, and must be answered as strangers are.
import { mayDo, type CompanionRole, type ListAction } from '../../src/shared/rules/list-roles.js';
import { apiClient } from './api.js';
import { addCompanion, inviteToken, type ListKind } from './factories/companions.js';
import { buildUser } from './factories/users.js';
import type { TestApp } from './test-app.js';
import { hashInviteToken } from '../../src/server/features/companions/invite-tokens.js';

export type CompanionActor = 'editor' | 'viewer' | 'removed' | 'expiredInvite';
export type Actor = 'anonymous' | 'owner' | 'other' | 'admin' | 'signedOut' | CompanionActor;

export const COMPANION_ACTORS: readonly CompanionActor[] = ['editor', 'viewer', 'removed', 'expiredInvite'];
export const ACTORS: readonly Actor[] = [
  'anonymous',
  'owner',
  'other',
  'admin',
  'signedOut',
  ...COMPANION_ACTORS,
];
export const SIGNED_IN: readonly Actor[] = ['owner', 'other', 'admin', ...COMPANION_ACTORS];

/** The role each actor holds on the owner's lists: only the editor and the viewer hold one. */
const ROLE_ON_OWNERS: Partial<Record<Actor, CompanionRole>> = { editor: 'editor', viewer: 'viewer' };

export const roleOnOwnersLists = (actor: Actor): CompanionRole | undefined => ROLE_ON_OWNERS[actor];

/** Whether the actor's role on the owner's list refuses the action (a companion who may not do it). */
export const refusedByRole = (actor: Actor, action: ListAction | undefined): boolean => {
  const role = roleOnOwnersLists(actor);
  return Boolean(role && action && !mayDo(role, action));
};

export interface CompanionAccount {
  id: string;
  cookie: string;
}

/**
 * The four companions of the owner's trip and guidebook, each brought there as a person is: by an invite
 * they accept. The removed one is then removed by the owner; the late one's invite expires unused.
 */
export async function seedCompanions(
  t: TestApp,
  ownerCookie: string,
  lists: Record<ListKind, string>,
): Promise<Record<CompanionActor, CompanionAccount>> {
  const owner = apiClient(t, ownerCookie);
  const accounts = {} as Record<CompanionActor, CompanionAccount>;
  for (const actor of COMPANION_ACTORS) {
    const { id, cookie } = await buildUser(t, { first_name: `Matrix ${actor}` });
    accounts[actor] = { id, cookie };
    for (const [kind, listId] of Object.entries(lists) as [ListKind, string][]) {
      const token = await inviteToken(owner, kind, listId, actor === 'viewer' ? 'viewer' : 'editor');
      if (actor === 'expiredInvite') {
        await t.db.kysely
          .updateTable('companion_invites')
          .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
          .where('token_hash', '=', hashInviteToken(token))
          .execute();
      }
      const joined = await apiClient(t, cookie).post(`/api/invites/${token}`);
      if (joined.statusCode !== (actor === 'expiredInvite' ? 410 : 200)) {
        throw new Error(`${actor} joining: ${joined.statusCode} ${joined.body}`);
      }
      if (actor === 'removed') {
        const path = `/api/${kind === 'trip' ? 'trips' : 'guidebooks'}/${listId}/companions/${id}`;
        const removed = await owner.delete(path);
        if (removed.statusCode !== 204) throw new Error(`removing: ${removed.statusCode} ${removed.body}`);
      }
    }
  }
  return accounts;
}

/** A spare list of the owner's shares the owner's companions, as the seeded ones do. */
export async function shareWithCompanions(
  t: TestApp,
  companions: Record<CompanionActor, CompanionAccount>,
  kind: ListKind,
  listId: string,
): Promise<void> {
  await addCompanion(t, kind, listId, companions.editor.id, 'editor');
  await addCompanion(t, kind, listId, companions.viewer.id, 'viewer');
}
