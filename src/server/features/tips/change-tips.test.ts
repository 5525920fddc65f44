import { describe, expect, it } from 'vitest';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { TIP_LISTS_UNDER_TEST, tipListCalls, useTipListApp } from '../../../../tests/support/tip-lists.js';

describe.each(DIALECTS)('changing and deleting one tip on %s', (dialect) => {
  const suite = useTipListApp(dialect);

  describe.each(TIP_LISTS_UNDER_TEST)('of a %s', (_kind, list) => {
    const calls = () => tipListCalls(list, suite.owner);
    const change = (client: ApiClient, tipId: string, body: unknown) =>
      client.patch(list.tipPath(tipId), body);
    const marksOf = (tip: Record<string, unknown>) => list.marks.map((mark) => [mark, tip[mark]]);

    it('toggles each mark both ways', async () => {
      const [tip] = await calls().add(await calls().create(), [{ category: 'bars', content: 'Rooftop' }]);
      const id = tip?.id ?? '';
      const [first, ...others] = list.marks;
      const on = await change(suite.owner, id, { [first ?? '']: true });
      expect(on.statusCode, on.body).toBe(200);
      const marked = on.json<{ recommendation: Record<string, unknown> }>().recommendation;
      expect(marked).toMatchObject({ content: 'Rooftop' });
      expect(marksOf(marked)).toEqual(list.marks.map((mark) => [mark, mark === first]));
      const flipped = await change(suite.owner, id, {
        [first ?? '']: false,
        ...Object.fromEntries(others.map((mark) => [mark, true])),
      });
      expect(marksOf(flipped.json<{ recommendation: Record<string, unknown> }>().recommendation)).toEqual(
        list.marks.map((mark) => [mark, mark !== first]),
      );
      expect((await change(suite.owner, id, {})).statusCode).toBe(400);
      expect((await change(suite.owner, id, { is_favorite: 'yes' })).statusCode).toBe(400);
    });

    it('deletes a tip; changing or deleting it afterwards is a clear 404', async () => {
      const listId = await calls().create();
      const [tip, other] = await calls().add(listId, [
        { category: 'parks', content: 'Estrela' },
        { category: 'parks', content: 'Monsanto' },
      ]);
      const id = tip?.id ?? '';
      expect((await suite.owner.delete(list.tipPath(id))).statusCode).toBe(204);
      expect((await calls().tipsOf(listId)).map((left) => left.id)).toEqual([other?.id]);
      const late = await change(suite.owner, id, { is_favorite: true });
      expect(late.statusCode).toBe(404);
      expect(errorOf(late).message).toBe('This recommendation no longer exists.');
      expect((await suite.owner.delete(list.tipPath(id))).statusCode).toBe(404);
    });

    it('never lets another user or a visitor change or delete a tip', async () => {
      const listId = await calls().create();
      const [tip] = await calls().add(listId, [{ category: 'stay', content: 'Ryokan' }]);
      const id = tip?.id ?? '';
      expect((await change(suite.stranger, id, { is_favorite: true })).statusCode).toBe(404);
      expect((await suite.stranger.delete(list.tipPath(id))).statusCode).toBe(404);
      expect((await apiClient(suite.t).delete(list.tipPath(id))).statusCode).toBe(401);
      expect(await calls().tipsOf(listId)).toEqual([tip]);
    });

    it('changes and deletes single tips beside saves of the list’s order, all at once, without a failure', async () => {
      const listId = await calls().create();
      const tips = await calls().add(
        listId,
        Array.from({ length: 60 }, (_, i) => ({ category: 'eat', content: `Tip ${i}` })),
      );
      const [gone, kept] = [tips.slice(0, 6), tips.slice(6)];
      const orders = [kept, [...kept].reverse()].map((tipsInOrder) =>
        tipsInOrder.map((tip, index) => ({ id: tip.id, order_index: index })),
      );
      const [mark] = list.marks;
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, (_, i) =>
          suite.owner.put(`${list.tipsPath(listId)}/order`, { order: orders[i % 2] }),
        ),
        ...kept.slice(0, 20).map((tip) => change(suite.owner, tip.id, { [mark ?? '']: true })),
        ...gone.map((tip) => suite.owner.delete(list.tipPath(tip.id))),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([
        ...Array.from({ length: 8 }, () => 200),
        ...Array.from({ length: 20 }, () => 200),
        ...gone.map(() => 204),
      ]);
      const stored = await calls().tipsOf(listId);
      expect(stored.map((tip) => tip.id).sort()).toEqual(kept.map((tip) => tip.id).sort());
      expect(stored.filter((tip) => tip[mark ?? '']).length).toBe(20);
      expect(new Set(stored.map((tip) => tip.order_index)).size).toBe(kept.length);
    });

    it('answers non-UUID tip ids with a 400', async () => {
      expect((await change(suite.owner, '42', { is_favorite: true })).statusCode).toBe(400);
    });
  });
});
