import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { buildUser, type BuiltUser } from '../../../../tests/support/factories/users.js';
import {
  inviteToken,
  joinByInvite,
  listPath,
  type ListKind,
} from '../../../../tests/support/factories/companions.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { hashInviteToken } from './invite-tokens.js';

interface ListBody {
  id: string;
}

describe.each(DIALECTS)('travel companions on %s', (dialect) => {
  let t: TestApp;
  let ownerUser: BuiltUser;
  let owner: ApiClient;
  let stranger: ApiClient;
  const people: { user: BuiltUser; api: ApiClient }[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ownerUser = await buildUser(t, { first_name: 'Olivia' });
    owner = apiClient(t, ownerUser.cookie);
    stranger = apiClient(t, (await buildUser(t)).cookie);
  });
  afterAll(() => t.close());

  const person = async () => {
    const user = await buildUser(t, { first_name: `Comp${people.length}` });
    const entry = { user, api: apiClient(t, user.cookie) };
    people.push(entry);
    return entry;
  };
  const newList = async (kind: ListKind) => {
    const answer =
      kind === 'trip'
        ? await owner.post('/api/trips', { destination: 'Kyoto' })
        : await owner.post('/api/guidebooks', { title: 'Kyoto eats', destination: 'Kyoto' });
    expect(answer.statusCode).toBe(201);
    return kind === 'trip'
      ? answer.json<{ trip: ListBody }>().trip.id
      : answer.json<{ guidebook: ListBody }>().guidebook.id;
  };

  it('shows what an invite opens, lets a signed-in person join it, and lists them as a companion', async () => {
    const tripId = await newList('trip');
    const token = await inviteToken(owner, 'trip', tripId, 'editor');
    const preview = await apiClient(t).get(`/api/public/invites/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.json()).toEqual({
      invite: expect.objectContaining({
        list_kind: 'trip',
        list_name: 'Kyoto',
        owner_first_name: 'Olivia',
        role: 'editor',
      }),
    });
    const { user, api } = await person();
    const joined = await api.post(`/api/invites/${token}`);
    expect(joined.json()).toEqual({ list_kind: 'trip', list_id: tripId, role: 'editor' });
    // A link invite serves several people; joining again changes nothing.
    const second = await person();
    expect((await second.api.post(`/api/invites/${token}`)).statusCode).toBe(200);
    expect((await api.post(`/api/invites/${token}`)).json()).toMatchObject({ role: 'editor' });

    const listed = (await owner.get(`/api/trips/${tripId}/companions`)).json<{
      companions: { user_id: string; first_name: string; role: string }[];
      invites: { id: string }[];
    }>();
    expect(listed.companions.map((c) => [c.user_id, c.role])).toEqual([
      [user.id, 'editor'],
      [second.user.id, 'editor'],
    ]);
    expect(listed.invites).toHaveLength(1);
    // The token itself is never stored.
    const stored = await t.db.kysely.selectFrom('companion_invites').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashInviteToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const dashboard = (await api.get('/api/trips')).json<{
      trips: { id: string; role: string; shared_by: string }[];
    }>();
    expect(dashboard.trips).toEqual([
      expect.objectContaining({ id: tripId, role: 'editor', shared_by: 'Olivia' }),
    ]);
    const detail = (await api.get(`/api/trips/${tripId}`)).json<{ access: unknown }>();
    expect(detail.access).toEqual({ role: 'editor', shared_by: 'Olivia', new_tip_mail: false });
  });

  it.each(['trip', 'guidebook'] as const)(
    'lets an editor change a %s, a viewer only read it',
    async (kind) => {
      const listId = await newList(kind);
      const editor = await person();
      const viewer = await person();
      await joinByInvite(owner, editor.api, kind, listId, 'editor');
      await joinByInvite(owner, viewer.api, kind, listId, 'viewer');
      const base = listPath(kind, listId);
      const entries = {
        entries: [{ category: 'eat', content: 'Nishiki market' }],
      };
      const added = await editor.api.post(`${base}/recommendations`, entries);
      expect(added.statusCode).toBe(201);
      const refused = await viewer.api.post(`${base}/recommendations`, entries);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused)).toMatchObject({
        code: 'VIEW_ONLY',
        message: `You can view this ${kind} but not change it.`,
      });
      expect((await viewer.api.get(base)).statusCode).toBe(200);
      expect((await viewer.api.get(`${base}/export?format=csv`)).statusCode).toBe(200);
      // Only the owner deletes the list and manages its companions.
      const deleted = await editor.api.delete(base);
      expect(deleted.statusCode).toBe(403);
      expect(errorOf(deleted).code).toBe('OWNER_ONLY');
      expect((await editor.api.get(`${base}/companions`)).statusCode).toBe(403);
      expect((await viewer.api.post(`${base}/invites`, { role: 'editor' })).statusCode).toBe(403);
      // A stranger still finds nothing.
      expect((await stranger.get(base)).statusCode).toBe(404);
    },
  );

  it('shows an editor’s tip with the editor’s first name and records who added it', async () => {
    const tripId = await newList('trip');
    const editor = await person();
    await joinByInvite(owner, editor.api, 'trip', tripId, 'editor');
    const [tip] = (
      await editor.api.post(`/api/trips/${tripId}/recommendations`, {
        entries: [{ category: 'do', content: 'Fushimi Inari at dawn' }],
      })
    ).json<{ recommendations: { id: string; contributor_name: string | null }[] }>().recommendations;
    expect(tip?.contributor_name).toBe(editor.user.first_name);
    const row = await t.db.kysely
      .selectFrom('recommendations')
      .select('added_by')
      .where('id', '=', tip?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(row.added_by).toBe(editor.user.id);
  });

  it('refuses a revoked, expired, changed or used-up token, an invite to one’s own list, and another address', async () => {
    const tripId = await newList('trip');
    const { api } = await person();
    const expect404 = async (token: string) => {
      const answer = await api.post(`/api/invites/${token}`);
      expect(answer.statusCode).toBe(404);
      expect(errorOf(answer).code).toBe('INVALID_TOKEN');
    };
    const revoked = await inviteToken(owner, 'trip', tripId, 'viewer');
    const [open] = (await owner.get(`/api/trips/${tripId}/companions`)).json<{ invites: { id: string }[] }>()
      .invites;
    expect((await owner.delete(`/api/trips/${tripId}/invites/${open?.id ?? ''}`)).statusCode).toBe(204);
    await expect404(revoked);
    expect((await apiClient(t).get(`/api/public/invites/${revoked}`)).statusCode).toBe(404);

    const changed = await inviteToken(owner, 'trip', tripId, 'viewer');
    await expect404(`${changed.slice(0, -1)}${changed.endsWith('A') ? 'B' : 'A'}`);

    const expired = await inviteToken(owner, 'trip', tripId, 'viewer');
    await t.db.kysely
      .updateTable('companion_invites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashInviteToken(expired))
      .execute();
    const late = await api.post(`/api/invites/${expired}`);
    expect([late.statusCode, errorOf(late).code]).toEqual([410, 'EXPIRED']);

    const own = await owner.post(`/api/invites/${changed}`);
    expect([own.statusCode, errorOf(own).code]).toEqual([409, 'OWN_LIST']);

    // An invite by mail: its address alone, once.
    await t.db.kysely
      .updateTable('user')
      .set({ emailVerified: true })
      .where('id', '=', ownerUser.id)
      .execute();
    const invitee = await person();
    const mailed = await owner.post(`/api/trips/${tripId}/invites`, {
      role: 'editor',
      email: invitee.user.email,
    });
    expect(mailed.statusCode).toBe(201);
    expect(mailed.json()).toMatchObject({
      invite_url: null,
      invite: { email: invitee.user.email.toLowerCase() },
    });
    const row = await t.db.kysely
      .selectFrom('companion_invites')
      .select('id')
      .where('email', '=', invitee.user.email.toLowerCase())
      .executeTakeFirstOrThrow();
    // The test reads the token the way the mail carries it: only a stand-in for it is known here, so the
    // row is given a token of the test's own.
    const mailToken = 'M'.repeat(43);
    await t.db.kysely
      .updateTable('companion_invites')
      .set({ token_hash: hashInviteToken(mailToken) })
      .where('id', '=', row.id)
      .execute();
    const wrongPerson = await api.post(`/api/invites/${mailToken}`);
    expect([wrongPerson.statusCode, errorOf(wrongPerson).code]).toEqual([403, 'INVITE_FOR_ANOTHER_ADDRESS']);
    expect((await invitee.api.post(`/api/invites/${mailToken}`)).statusCode).toBe(200);
    const again = await invitee.api.post(`/api/invites/${mailToken}`);
    expect([again.statusCode, errorOf(again).code]).toEqual([410, 'INVITE_USED']);
  });

  it('sends invites by mail only from a verified address', async () => {
    const unverified = await buildUser(t, { emailVerified: false });
    const api = apiClient(t, unverified.cookie);
    const trip = (await api.post('/api/trips', { destination: 'Nara' })).json<{ trip: ListBody }>().trip;
    const answer = await api.post(`/api/trips/${trip.id}/invites`, {
      role: 'viewer',
      email: 'friend@example.com',
    });
    expect([answer.statusCode, errorOf(answer).code]).toEqual([403, 'ADDRESS_NOT_VERIFIED']);
    const bad = await api.post(`/api/trips/${trip.id}/invites`, { role: 'owner' });
    expect(bad.statusCode).toBe(400);
  });

  it('ends a removed companion’s access at once, and lets a companion leave', async () => {
    const guidebookId = await newList('guidebook');
    const removed = await person();
    const leaving = await person();
    await joinByInvite(owner, removed.api, 'guidebook', guidebookId, 'editor');
    await joinByInvite(owner, leaving.api, 'guidebook', guidebookId, 'viewer');
    expect((await removed.api.get(`/api/guidebooks/${guidebookId}`)).statusCode).toBe(200);
    expect(
      (await owner.delete(`/api/guidebooks/${guidebookId}/companions/${removed.user.id}`)).statusCode,
    ).toBe(204);
    expect((await removed.api.get(`/api/guidebooks/${guidebookId}`)).statusCode).toBe(404);
    const write = await removed.api.put(`/api/guidebooks/${guidebookId}`, {
      title: 'Mine now',
      destination: 'Kyoto',
    });
    expect(write.statusCode).toBe(404);
    expect((await removed.api.get('/api/guidebooks')).json()).toEqual({ guidebooks: [] });

    expect((await leaving.api.delete(`/api/guidebooks/${guidebookId}/membership`)).statusCode).toBe(204);
    expect((await leaving.api.get(`/api/guidebooks/${guidebookId}`)).statusCode).toBe(404);
    const ownLeave = await owner.delete(`/api/guidebooks/${guidebookId}/membership`);
    expect(ownLeave.statusCode).toBe(409);
    expect(
      (await owner.delete(`/api/guidebooks/${guidebookId}/companions/${removed.user.id}`)).statusCode,
    ).toBe(404);
  });

  it('tells companions on their next visit that an owner’s deleted account took a list along', async () => {
    const departing = await buildUser(t, { first_name: 'Dora' });
    const api = apiClient(t, departing.cookie);
    const trip = (await api.post('/api/trips', { destination: 'Osaka' })).json<{ trip: ListBody }>().trip;
    const companion = await person();
    await joinByInvite(api, companion.api, 'trip', trip.id, 'viewer');
    const deletion = await api.post('/api/profile/deletion', { password: departing.password });
    expect(deletion.statusCode).toBe(200);
    const { notices } = (await companion.api.get('/api/companion-notices')).json<{
      notices: { id: string; list_kind: string; list_name: string; owner_first_name: string }[];
    }>();
    expect(notices).toEqual([
      expect.objectContaining({ list_kind: 'trip', list_name: 'Osaka', owner_first_name: 'Dora' }),
    ]);
    expect((await stranger.delete(`/api/companion-notices/${notices[0]?.id ?? ''}`)).statusCode).toBe(404);
    expect((await companion.api.delete(`/api/companion-notices/${notices[0]?.id ?? ''}`)).statusCode).toBe(
      204,
    );
    expect((await companion.api.get('/api/companion-notices')).json()).toEqual({ notices: [] });
  });
});
