import { describe, expect, it } from 'vitest';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { refusedTipIdLists, type RefusedBody } from '../../../../tests/support/tip-id-lists.js';
import {
  TIP_LISTS_UNDER_TEST,
  tipListCalls,
  useTipListApp,
  type ListedTip,
} from '../../../../tests/support/tip-lists.js';

describe.each(DIALECTS)('one change for several tips of a list on %s', (dialect) => {
  const suite = useTipListApp(dialect);

  describe.each(TIP_LISTS_UNDER_TEST)('of a %s', (_kind, list) => {
    const listWithTips = async (client: ApiClient, count = 3) => {
      const calls = tipListCalls(list, client);
      const listId = await calls.create();
      const entries = Array.from({ length: count }, (_, i) => ({
        category: 'eat',
        content: `Pastéis, said friend ${i + 1}`,
        place: { name: 'Manteigaria', placeId: 'osm:N42', latitude: 38.7107, longitude: -9.1434 },
      }));
      const tips = await calls.add(listId, entries);
      return { listId, ids: tips.map((tip) => tip.id) };
    };
    const tipsOf = (listId: string) => tipListCalls(list, suite.owner).tipsOf(listId);
    const update = (client: ApiClient, listId: string, body: unknown) =>
      client.patch(list.tipsPath(listId), body);
    const every = (value: boolean) => Object.fromEntries(list.marks.map((mark) => [mark, value]));
    const marked = (tip: ListedTip) => list.marks.some((mark) => tip[mark]);

    it('sets every mark of every named tip and no other, answers them in the order named, and clears them', async () => {
      const { listId, ids } = await listWithTips(suite.owner);
      const named = [ids[2], ids[0]] as string[];
      const done = await update(suite.owner, listId, { ids: named, ...every(true) });
      expect(done.statusCode).toBe(200);
      const answered = done.json<{ recommendations: ListedTip[] }>().recommendations;
      expect(answered.map((tip) => tip.id)).toEqual(named);
      expect(answered.every((tip) => list.marks.every((mark) => tip[mark] === true))).toBe(true);
      const stored = await tipsOf(listId);
      for (const mark of list.marks) {
        expect(
          stored
            .filter((tip) => tip[mark])
            .map((tip) => tip.id)
            .sort(),
        ).toEqual([...named].sort());
      }
      expect(marked(stored.find((tip) => tip.id === ids[1]) as ListedTip)).toBe(false);

      const undone = await update(suite.owner, listId, { ids: named, ...every(false) });
      const cleared = undone.json<{ recommendations: ListedTip[] }>().recommendations;
      expect(cleared.map((tip) => list.marks.map((mark) => tip[mark]))).toEqual(
        named.map(() => list.marks.map(() => false)),
      );
      expect((await tipsOf(listId)).some(marked)).toBe(false);
    });

    it('changes nothing when one id is not a tip of this list, or is gone', async () => {
      const { listId, ids } = await listWithTips(suite.owner, 2);
      const other = await listWithTips(suite.owner, 1);
      const foreign = await update(suite.owner, listId, { ids: [...ids, other.ids[0]], is_favorite: true });
      expect(foreign.statusCode).toBe(404);
      expect(errorOf(foreign).message).toBe('This recommendation no longer exists.');
      expect((await suite.owner.delete(list.tipPath(ids[1] ?? ''))).statusCode).toBe(204);
      const gone = await update(suite.owner, listId, { ids, is_favorite: true });
      expect(gone.statusCode).toBe(404);
      expect((await tipsOf(listId)).some((tip) => tip.is_favorite)).toBe(false);
      expect((await tipsOf(other.listId)).some((tip) => tip.is_favorite)).toBe(false);
    });

    it('answers another user, a suite.stranger to the list and a visitor as if the list did not exist', async () => {
      const { listId, ids } = await listWithTips(suite.owner, 1);
      expect((await update(suite.stranger, listId, { ids, is_favorite: true })).statusCode).toBe(404);
      const strangers = await listWithTips(suite.stranger, 1);
      // The suite.stranger's own list, naming the suite.owner's tip: still nothing changes.
      expect((await update(suite.stranger, strangers.listId, { ids, is_favorite: true })).statusCode).toBe(
        404,
      );
      expect((await update(apiClient(suite.t), listId, { ids, is_favorite: true })).statusCode).toBe(401);
      expect((await tipsOf(listId)).some((tip) => tip.is_favorite)).toBe(false);
    });

    it.each<RefusedBody>([
      ['no change', (ids: string[]) => ({ ids }), list.nothingToUpdate],
      ...refusedTipIdLists({ is_favorite: true }),
      ['a value that is not true or false', (ids: string[]) => ({ ids, is_favorite: 'yes' }), null],
      ['an unknown field', (ids: string[]) => ({ ids, is_favorite: true, content: 'x' }), null],
      ...list.missingMarks.map((mark): RefusedBody => [
        `${mark}, which this kind of tip does not have`,
        (ids: string[]) => ({ ids, is_favorite: true, [mark]: true }),
        null,
      ]),
    ])('refuses %s with a 400', async (_, body, message) => {
      const { listId, ids } = await listWithTips(suite.owner, 1);
      const response = await update(suite.owner, listId, body(ids));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
      if (message) expect(JSON.stringify(errorOf(response))).toContain(message);
    });
  });
});
