import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_GUIDEBOOK_ERRORS } from '../../../shared/contracts/shared-guidebooks.js';
import type { Tip } from '../../../shared/contracts/tips.js';
import type { TripSummary } from '../../../shared/contracts/trips.js';
import { errorOf } from '../../../../tests/support/api.js';
import { copyFixture, kept, place, sorted, type CopyFixture } from '../../../../tests/support/copies.js';
import { guidebookCalls } from '../../../../tests/support/guidebooks.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

describe.each(DIALECTS)('a trip copied from a shared guidebook on %s', (dialect) => {
  let t: TestApp;
  let f: CopyFixture;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    f = await copyFixture(t);
  });
  afterAll(() => t.close());

  it('holds the guidebook’s tips by its author, favourite and done unset; twice makes two', async () => {
    const calls = guidebookCalls(f.owner);
    const guidebook = await calls.create({ title: 'Roman holiday', destination: 'Rome' });
    const tips = await calls.addTips(guidebook.id, [
      { category: 'eat', content: 'Carbonara' },
      { category: 'do', content: 'Coins at Trevi', place },
    ]);
    await f.owner.patch(`/api/guidebook-recommendations/${tips[0]?.id ?? ''}`, { is_favorite: true });
    const { share_token } = await calls.share(guidebook.id);

    const response = await f.copyTrip({ from: 'shared-guidebook', share_token });
    expect(response.statusCode, response.body).toBe(201);
    const { trip } = response.json<{ trip: TripSummary }>();
    expect(trip).toMatchObject({
      destination: 'Rome',
      recommendation_types: null,
      recommendation_count: 2,
    });
    const detail = (await f.copier.get(`/api/trips/${trip.id}`)).json<{
      trip: { share_token: string };
      recommendations: Tip[];
    }>();
    expect(detail.trip.share_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(detail.trip.share_token).not.toBe(share_token);
    const originals = (await calls.detail(guidebook.id)).recommendations;
    expect(
      sorted(
        detail.recommendations.map((tip) => ({
          ...kept(tip),
          who: tip.contributor_name,
          fav: tip.is_favorite,
          done: tip.is_completed,
        })),
      ),
    ).toEqual(sorted(originals.map((tip) => ({ ...kept(tip), who: 'Giulia', fav: false, done: false }))));
    // The copier added them to their trip (decision 069).
    const addedBy = await t.db.kysely
      .selectFrom('recommendations')
      .select('added_by')
      .where('trip_id', '=', trip.id)
      .execute();
    expect(new Set(addedBy.map((row) => row.added_by))).toEqual(new Set([f.copierId]));
    const again = await f.copyTrip({ from: 'shared-guidebook', share_token });
    expect(again.json<{ trip: TripSummary }>().trip.id).not.toBe(trip.id);
  });

  it('refuses a revoked, unknown, expired or malformed link and makes nothing', async () => {
    const calls = guidebookCalls(f.owner);
    const guidebook = await calls.create();
    await calls.addTips(guidebook.id, [{ category: 'eat', content: 'x' }]);
    const revoked = await calls.share(guidebook.id);
    await f.owner.delete(`/api/guidebooks/${guidebook.id}/shared-links/${revoked.id}`);
    const expired = await calls.share(guidebook.id);
    await t.db.kysely
      .updateTable('shared_guidebooks')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.id)
      .execute();
    const before = await f.tripCount();
    for (const token of [revoked.share_token, 'D'.repeat(43)]) {
      const response = await f.copyTrip({ from: 'shared-guidebook', share_token: token });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: SHARED_GUIDEBOOK_ERRORS.notFound });
    }
    const late = await f.copyTrip({ from: 'shared-guidebook', share_token: expired.share_token });
    expect(late.statusCode).toBe(410);
    expect(errorOf(late)).toEqual({ code: 'EXPIRED', message: SHARED_GUIDEBOOK_ERRORS.expired });
    for (const body of [
      { from: 'shared-guidebook', share_token: 'x' },
      { from: 'guidebook', share_token: expired.share_token },
      {},
    ]) {
      expect((await f.copyTrip(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await f.tripCount()).toBe(before);
  });
});
