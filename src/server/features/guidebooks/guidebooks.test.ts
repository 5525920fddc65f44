import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDEBOOK_FIELDS_REQUIRED, type GuidebookSummary } from '../../../shared/contracts/guidebooks.js';
import { LIMITS } from '../../../shared/limits.js';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { nextMillisecond } from '../../../../tests/support/clock.js';
import { guidebookCalls } from '../../../../tests/support/guidebooks.js';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

describe.each(DIALECTS)('guidebooks on %s', (dialect) => {
  let t: TestApp;
  let owner: ApiClient;
  let stranger: ApiClient;
  let calls: ReturnType<typeof guidebookCalls>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = apiClient(t, (await signUp(t)).cookie);
    stranger = apiClient(t, (await signUp(t)).cookie);
    calls = guidebookCalls(owner);
  });
  afterAll(() => t.close());

  it('creates a guidebook with trimmed fields and a blank description stored as none', async () => {
    const guidebook = await calls.create({
      title: '  Eating well  ',
      destination: ' Porto ',
      description: '  ',
    });
    expect(guidebook).toMatchObject({ title: 'Eating well', destination: 'Porto', description: null });
    expect(guidebook.updated_at).toBe(guidebook.created_at);
    expect(await calls.detail(guidebook.id)).toEqual({
      guidebook,
      recommendations: [],
      access: { role: 'owner', shared_by: null, new_tip_mail: false },
    });
  });

  it('lists only the user’s guidebooks, newest first, each with its number of entries', async () => {
    const user = apiClient(t, (await signUp(t)).cookie);
    const mine = guidebookCalls(user);
    const first = await mine.create({ title: 'First' });
    await nextMillisecond();
    const second = await mine.create({ title: 'Second' });
    await mine.addTips(first.id, [
      { category: 'eat', content: 'Bifana' },
      { category: 'do', content: 'Tram 28' },
    ]);
    await guidebookCalls(stranger).create({ title: 'Not theirs' });
    const response = await user.get('/api/guidebooks');
    expect(response.statusCode).toBe(200);
    const { guidebooks } = response.json<{ guidebooks: GuidebookSummary[] }>();
    expect(guidebooks.map((guidebook) => [guidebook.id, guidebook.entry_count])).toEqual([
      [second.id, 0],
      [first.id, 2],
    ]);
  });

  it('updates title, destination and description, and moves "last updated"', async () => {
    const guidebook = await calls.create({ description: 'Old' });
    await nextMillisecond();
    const response = await owner.put(`/api/guidebooks/${guidebook.id}`, {
      title: 'New title',
      destination: 'Sintra',
      description: 'Palaces',
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<{ guidebook: GuidebookSummary }>().guidebook;
    expect(updated).toMatchObject({ title: 'New title', destination: 'Sintra', description: 'Palaces' });
    expect(updated.created_at).toBe(guidebook.created_at);
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(guidebook.updated_at));
    expect((await calls.detail(guidebook.id)).guidebook).toEqual(updated);
  });

  it.each([
    ['a blank title', { title: '   ', destination: 'Rome' }, GUIDEBOOK_FIELDS_REQUIRED],
    ['no title', { destination: 'Rome' }, GUIDEBOOK_FIELDS_REQUIRED],
    ['a blank destination', { title: 'Rome', destination: ' ' }, GUIDEBOOK_FIELDS_REQUIRED],
    ['no destination', { title: 'Rome' }, GUIDEBOOK_FIELDS_REQUIRED],
    [
      'a title over the limit',
      { title: 'x'.repeat(LIMITS.guidebookTitleMaxLength + 1), destination: 'Rome' },
      `The title can be at most ${LIMITS.guidebookTitleMaxLength} characters.`,
    ],
    [
      'a destination over the limit',
      { title: 'Rome', destination: 'x'.repeat(LIMITS.destinationMaxLength + 1) },
      `Destination can be at most ${LIMITS.destinationMaxLength} characters.`,
    ],
    [
      'a description over the limit',
      {
        title: 'Rome',
        destination: 'Rome',
        description: 'x'.repeat(LIMITS.guidebookDescriptionMaxLength + 1),
      },
      `The description must be at most ${LIMITS.guidebookDescriptionMaxLength} characters.`,
    ],
    ['an unknown field', { title: 'Rome', destination: 'Rome', user_id: 'x' }, 'Unknown field: user_id'],
  ])('refuses to create or update a guidebook with %s, and changes nothing', async (_case, body, message) => {
    const before = await owner.get('/api/guidebooks');
    const created = await owner.post('/api/guidebooks', body);
    expect(created.statusCode).toBe(400);
    expect(errorOf(created).message).toBe(message);
    expect((await owner.get('/api/guidebooks')).json()).toEqual(before.json());

    const guidebook = await calls.create();
    const updated = await owner.put(`/api/guidebooks/${guidebook.id}`, body);
    expect(updated.statusCode).toBe(400);
    expect(errorOf(updated).message).toBe(message);
    expect((await calls.detail(guidebook.id)).guidebook).toEqual(guidebook);
  });

  it('deletes a guidebook with its entries and share links', async () => {
    const guidebook = await calls.create();
    await calls.addTips(guidebook.id, [{ category: 'eat', content: 'Pastéis' }]);
    const link = await calls.share(guidebook.id);
    expect((await owner.delete(`/api/guidebooks/${guidebook.id}`)).statusCode).toBe(204);
    const gone = await owner.get(`/api/guidebooks/${guidebook.id}`);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).message).toBe('Guidebook not found');
    const left = async (table: 'guidebook_recommendations' | 'shared_guidebooks') =>
      t.db.kysely.selectFrom(table).select('id').where('guidebook_id', '=', guidebook.id).execute();
    expect(await left('guidebook_recommendations')).toEqual([]);
    expect(await left('shared_guidebooks')).toEqual([]);
    expect((await apiClient(t).get(`/api/public/shared-guidebooks/${link.share_token}`)).statusCode).toBe(
      404,
    );
    expect((await owner.delete(`/api/guidebooks/${guidebook.id}`)).statusCode).toBe(404);
  });

  it('shows another user’s guidebook, tips and links to nobody: 404 on every owner route, nothing changed', async () => {
    const guidebook = await calls.create({ title: 'Private', description: 'Mine' });
    const [tip] = await calls.addTips(guidebook.id, [{ category: 'do', content: 'Miradouro' }]);
    const link = await calls.share(guidebook.id);
    const tipId = tip?.id ?? '';
    const before = await calls.detail(guidebook.id);
    const id = guidebook.id;

    const guidebookAttempts = [
      stranger.get(`/api/guidebooks/${id}`),
      stranger.put(`/api/guidebooks/${id}`, { title: 'Taken', destination: 'Elsewhere' }),
      stranger.delete(`/api/guidebooks/${id}`),
      stranger.get(`/api/guidebooks/${id}/shared-links`),
      stranger.post(`/api/guidebooks/${id}/shared-links`, { replace: true }),
      stranger.delete(`/api/guidebooks/${id}/shared-links/${link.id}`),
      stranger.get(`/api/guidebooks/${id}/events`),
      stranger.post(`/api/guidebooks/${id}/recommendations`, { entries: [{ category: 'do', content: 'x' }] }),
      stranger.put(`/api/guidebooks/${id}/recommendations/order`, { order: [{ id: tipId, order_index: 9 }] }),
    ];
    for (const response of await Promise.all(guidebookAttempts)) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Guidebook not found' });
    }
    for (const response of await Promise.all([
      stranger.patch(`/api/guidebook-recommendations/${tipId}`, { is_favorite: true }),
      stranger.patch(`/api/guidebook-recommendations/${tipId}`, { content: 'Defaced' }),
      stranger.delete(`/api/guidebook-recommendations/${tipId}`),
    ])) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({
        code: 'NOT_FOUND',
        message: 'This recommendation no longer exists.',
      });
    }
    // Their own guidebook's path with this guidebook's link id finds no such link either.
    const theirs = await guidebookCalls(stranger).create();
    const crossLink = await stranger.delete(`/api/guidebooks/${theirs.id}/shared-links/${link.id}`);
    expect(crossLink.statusCode).toBe(404);
    expect(errorOf(crossLink).message).toBe('Share link not found');

    expect(await calls.detail(id)).toEqual(before);
    expect((await calls.links(id)).map((kept) => kept.id)).toEqual([link.id]);
    expect((await apiClient(t).get(`/api/public/shared-guidebooks/${link.share_token}`)).statusCode).toBe(
      200,
    );
    const theirList = (await stranger.get('/api/guidebooks')).json<{ guidebooks: GuidebookSummary[] }>();
    expect(theirList.guidebooks.map((listed) => listed.id)).toContain(theirs.id);
    expect(theirList.guidebooks.map((listed) => listed.id)).not.toContain(id);
  });

  it('asks for a session on every guidebook route, and a valid id', async () => {
    const guidebook = await calls.create();
    for (const response of await Promise.all([
      apiClient(t).get('/api/guidebooks'),
      apiClient(t).get(`/api/guidebooks/${guidebook.id}`),
      apiClient(t).post('/api/guidebooks', { title: 'x', destination: 'y' }),
    ])) {
      expect(response.statusCode).toBe(401);
    }
    const malformed = await owner.get('/api/guidebooks/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).message).toBe('Not a valid id.');
  });
});
