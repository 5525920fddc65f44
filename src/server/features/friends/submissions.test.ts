import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../../../tests/support/api.js';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

/** Decision 060: every friend's send is recorded with its tips and joins its trip's open batch. */
describe.each(DIALECTS)('friends’ submissions on %s', (dialect) => {
  let t: TestApp;
  let owner: ApiClient;
  let ownerId: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { NOTIFY_BATCH_SECONDS: '600' });
    const account = await signUp(t, { first_name: 'Maya' });
    owner = apiClient(t, account.cookie);
    ownerId = account.id;
  });
  afterAll(() => t.close());

  const newTrip = async () =>
    (await owner.post('/api/trips', { destination: 'Lisbon' })).json<{ trip: { id: string } }>().trip.id;
  const submit = async (tripId: string, body: object, remoteAddress: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/public/trips/${tripId}/recommendations`,
      payload: body,
      remoteAddress,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ recommendations: { id: string }[] }>().recommendations.map((tip) => tip.id);
  };
  const submissionsOf = (tripId: string) =>
    t.db.kysely
      .selectFrom('submissions')
      .selectAll()
      .where('trip_id', '=', tripId)
      .orderBy('created_at')
      .execute();
  const batchesOf = (tripId: string) =>
    t.db.kysely.selectFrom('notification_batches').selectAll().where('trip_id', '=', tripId).execute();

  it('records who sent which tips, as sent, and gathers one window’s sends in one batch', async () => {
    const tripId = await newTrip();
    const first = await submit(
      tripId,
      {
        contributor_name: 'Ana',
        entries: [
          { category: 'eat', content: 'Pastéis at Manteigaria' },
          { category: 'parks', content: 'Miradouro da Graça at sunset' },
        ],
      },
      '192.0.2.21',
    );
    const second = await submit(tripId, { entries: [{ category: 'do', content: 'Tram 28' }] }, '192.0.2.22');

    const submissions = await submissionsOf(tripId);
    expect(submissions.map((row) => row.contributor_name)).toEqual(['Ana', null]);
    expect(JSON.parse(submissions[0]?.tips ?? '[]')).toEqual([
      { id: first[0], category: 'eat', content: 'Pastéis at Manteigaria', place_name: null },
      { id: first[1], category: 'parks', content: 'Miradouro da Graça at sunset', place_name: null },
    ]);
    const tips = await t.db.kysely
      .selectFrom('recommendations')
      .select(['id', 'submission_id'])
      .where('trip_id', '=', tripId)
      .execute();
    const submissionOf = new Map(tips.map((tip) => [tip.id, tip.submission_id]));
    expect([...first, ...second].map((id) => submissionOf.get(id))).toEqual([
      submissions[0]?.id,
      submissions[0]?.id,
      submissions[1]?.id,
    ]);

    const batches = await batchesOf(tripId);
    expect(batches).toHaveLength(1);
    const [batch] = batches;
    expect(batch?.user_id).toBe(ownerId);
    expect(submissions.every((row) => row.batch_id === batch?.id)).toBe(true);
    const isoOf = (value: Date | string | undefined) => new Date(value ?? 0).getTime();
    expect(isoOf(batch?.due_at) - isoOf(batch?.opened_at)).toBe(600_000);
  });

  it('opens a new batch once the open one has been composed, and records no send for the owner’s own tips', async () => {
    const tripId = await newTrip();
    await owner.post(`/api/trips/${tripId}/recommendations`, {
      entries: [{ category: 'eat', content: 'My own note' }],
    });
    expect(await submissionsOf(tripId)).toEqual([]);
    expect(await batchesOf(tripId)).toEqual([]);

    await submit(tripId, { entries: [{ category: 'eat', content: 'Cervejaria Ramiro' }] }, '192.0.2.23');
    await t.db.kysely
      .updateTable('notification_batches')
      .set({ composed_at: new Date().toISOString() })
      .where('trip_id', '=', tripId)
      .execute();
    await submit(
      tripId,
      { entries: [{ category: 'eat', content: 'Taberna da Rua das Flores' }] },
      '192.0.2.24',
    );

    const batches = await batchesOf(tripId);
    expect(batches).toHaveLength(2);
    const batchIds = (await submissionsOf(tripId)).map((row) => row.batch_id);
    expect(new Set(batchIds).size).toBe(2);
  });

  it('keeps the batch and the send of a trip whose tips are all deleted, and drops them with the trip', async () => {
    const tripId = await newTrip();
    await submit(tripId, { entries: [{ category: 'eat', content: 'Time Out Market' }] }, '192.0.2.25');
    expect(await submissionsOf(tripId)).toHaveLength(1);
    expect((await owner.delete(`/api/trips/${tripId}`)).statusCode).toBe(204);
    expect(await submissionsOf(tripId)).toEqual([]);
    expect(await batchesOf(tripId)).toEqual([]);
  });
});
