import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuidebookSummary } from '../../../shared/contracts/guidebooks.js';
import { LIMITS } from '../../../shared/limits.js';
import { errorOf } from '../../../../tests/support/api.js';
import { copyFixture, kept, place, sorted, type CopyFixture } from '../../../../tests/support/copies.js';
import { guidebookCalls } from '../../../../tests/support/guidebooks.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { RECEIPT_LIFETIME_MS, signReceipt } from './submission-receipt.js';

describe.each(DIALECTS)('guidebooks copied on %s', (dialect) => {
  let t: TestApp;
  let f: CopyFixture;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    f = await copyFixture(t);
  });
  afterAll(() => t.close());

  describe('from a trip’s shared favourites', () => {
    it('holds the favourites, still favourites, with their order, words and places; twice makes two', async () => {
      const tripId = await f.newTrip();
      const tips = await f.addTips(tripId, [
        { category: 'eat', content: 'Supplì' },
        { category: 'eat', content: 'Not shared' },
        { category: 'do', content: 'Coins at Trevi', place },
      ]);
      for (const tip of [tips[0], tips[2]])
        await f.owner.patch(`/api/recommendations/${tip?.id ?? ''}`, { is_favorite: true });
      const { share_token } = (await f.owner.post(`/api/trips/${tripId}/shared-favorites`, {})).json<{
        share_token: string;
      }>();

      const guidebook = await f.copiedGuidebook({ from: 'shared-favorites', share_token });
      expect(guidebook).toMatchObject({
        title: 'Favorites for Rome',
        destination: 'Rome',
        description: null,
        entry_count: 2,
      });
      const detail = await guidebookCalls(f.copier).detail(guidebook.id);
      const favourites = [tips[2], tips[0]].map((tip) => ({ ...kept(tip ?? {}), is_favorite: true }));
      expect(
        sorted(detail.recommendations.map((tip) => ({ ...kept(tip), is_favorite: tip.is_favorite }))),
      ).toEqual(sorted(favourites));

      const again = await f.copiedGuidebook({ from: 'shared-favorites', share_token });
      expect(again.id).not.toBe(guidebook.id);
      const list = (await f.copier.get('/api/guidebooks')).json<{ guidebooks: GuidebookSummary[] }>()
        .guidebooks;
      expect(list.map((listed) => listed.id)).toEqual(expect.arrayContaining([guidebook.id, again.id]));
      // The owner's trip is untouched.
      expect((await f.tripTips(f.owner, tripId)).map((tip) => tip.content).sort()).toEqual([
        'Coins at Trevi',
        'Not shared',
        'Supplì',
      ]);
    });

    it('refuses an expired, unknown or malformed link and makes nothing', async () => {
      const tripId = await f.newTrip();
      const { share_token } = (await f.owner.post(`/api/trips/${tripId}/shared-favorites`, {})).json<{
        share_token: string;
      }>();
      await t.db.kysely
        .updateTable('shared_favorites')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('share_token', '=', share_token)
        .execute();
      const before = await f.guidebookCount();
      for (const token of [share_token, 'C'.repeat(43)]) {
        const response = await f.copyGuidebook({ from: 'shared-favorites', share_token: token });
        expect(response.statusCode).toBe(404);
        expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Shared list not found' });
      }
      for (const body of [
        { from: 'shared-favorites', share_token: 'short' },
        { from: 'shared-favorites' },
        { from: 'elsewhere', share_token },
        { from: 'shared-favorites', share_token, recommendations: [{ content: 'smuggled' }] },
      ]) {
        expect((await f.copyGuidebook(body)).statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(await f.guidebookCount()).toBe(before);
    });

    it('shortens a title that would not fit, so it can be saved again as it is', async () => {
      const destination = 'Santa Maria '.repeat(10).slice(0, LIMITS.destinationMaxLength);
      const tripId = await f.newTrip(destination);
      const { share_token } = (await f.owner.post(`/api/trips/${tripId}/shared-favorites`, {})).json<{
        share_token: string;
      }>();
      const guidebook = await f.copiedGuidebook({ from: 'shared-favorites', share_token });
      expect(guidebook.title.length).toBeLessThanOrEqual(LIMITS.guidebookTitleMaxLength);
      expect(guidebook.title).toMatch(/^Favorites for Santa Maria .*…$/);
      const saved = await f.copier.put(`/api/guidebooks/${guidebook.id}`, {
        title: guidebook.title,
        destination,
      });
      expect(saved.statusCode).toBe(200);
    });
  });

  describe('from the tips a friend has just sent', () => {
    it('holds exactly the tips of that submission that are still there, not favourites', async () => {
      const tripId = await f.newTrip('Lisbon');
      await f.addTips(tripId, [{ category: 'eat', content: 'The owner’s own' }]);
      const sent = await f.submit(tripId, [
        { category: 'eat', content: 'Bifana' },
        { category: 'do', content: 'Coins at Trevi', place },
        { category: 'bars', content: 'Deleted later' },
      ]);
      await f.submit(tripId, [{ category: 'eat', content: 'Another friend’s' }]);
      const [bifana, trevi, deleted] = sent.recommendations;
      await f.owner.patch(`/api/recommendations/${bifana?.id ?? ''}`, { is_favorite: true });
      await f.owner.delete(`/api/recommendations/${deleted?.id ?? ''}`);

      const guidebook = await f.copiedGuidebook({ from: 'submission', receipt: sent.receipt });
      expect(guidebook).toMatchObject({
        title: 'My tips for Lisbon',
        destination: 'Lisbon',
        description: null,
        entry_count: 2,
      });
      const copied = (await guidebookCalls(f.copier).detail(guidebook.id)).recommendations;
      const originals = (await f.tripTips(f.owner, tripId)).filter((tip) =>
        [bifana?.id, trevi?.id].includes(tip.id),
      );
      expect(sorted(copied.map((tip) => ({ ...kept(tip), is_favorite: tip.is_favorite })))).toEqual(
        sorted(originals.map((tip) => ({ ...kept(tip), is_favorite: false }))),
      );
      expect((await f.copiedGuidebook({ from: 'submission', receipt: sent.receipt })).id).not.toBe(
        guidebook.id,
      );
    });

    it('makes nothing when none of the tips is left', async () => {
      const tripId = await f.newTrip();
      const sent = await f.submit(tripId, [{ category: 'eat', content: 'Gone' }]);
      await f.owner.delete(`/api/recommendations/${sent.recommendations[0]?.id ?? ''}`);
      const before = await f.guidebookCount();
      const response = await f.copyGuidebook({ from: 'submission', receipt: sent.receipt });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({
        code: 'NOT_FOUND',
        message: 'These recommendations no longer exist.',
      });
      expect(await f.guidebookCount()).toBe(before);
    });

    it('refuses a receipt that was altered, enlarged or forged, and one that has expired', async () => {
      const tripId = await f.newTrip();
      const sent = await f.submit(tripId, [{ category: 'eat', content: 'Mine' }]);
      const [others] = await f.addTips(tripId, [{ category: 'eat', content: 'Not the friend’s' }]);
      const [encoded = '', signature = ''] = sent.receipt.split('.');
      const payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as { tips: string[] };
      const enlarged = { ...payload, tips: [...payload.tips, others?.id] };
      const before = await f.guidebookCount();
      for (const receipt of [
        `${Buffer.from(JSON.stringify(enlarged)).toString('base64url')}.${signature}`,
        `${encoded}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
        signReceipt('another-install-secret-0123456789-abcdef', { tripId, tipIds: [others?.id ?? ''] }),
        'not a receipt',
      ]) {
        const response = await f.copyGuidebook({ from: 'submission', receipt });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response)).toEqual({ code: 'INVALID_TOKEN', message: 'This receipt is not valid.' });
      }
      const old = signReceipt(
        t.config.authSecret,
        { tripId, tipIds: payload.tips },
        Date.now() - RECEIPT_LIFETIME_MS - 1000,
      );
      const expired = await f.copyGuidebook({ from: 'submission', receipt: old });
      expect(expired.statusCode).toBe(410);
      expect(errorOf(expired)).toEqual({ code: 'EXPIRED', message: 'This receipt has expired.' });
      expect(await f.guidebookCount()).toBe(before);
    });

    it('copies only tips of the receipt’s own trip, even from a receipt naming others', async () => {
      const tripId = await f.newTrip();
      const elsewhere = await f.submit(await f.newTrip('Milan'), [{ category: 'eat', content: 'Risotto' }]);
      const receipt = signReceipt(t.config.authSecret, {
        tripId,
        tipIds: [elsewhere.recommendations[0]?.id ?? '', randomUUID()],
      });
      const before = await f.guidebookCount();
      const response = await f.copyGuidebook({ from: 'submission', receipt });
      expect(response.statusCode).toBe(404);
      expect(await f.guidebookCount()).toBe(before);
    });
  });
});
