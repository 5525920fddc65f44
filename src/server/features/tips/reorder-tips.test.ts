import { describe, expect, it } from 'vitest';
import { errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { TIP_LISTS_UNDER_TEST, tipListCalls, useTipListApp } from '../../../../tests/support/tip-lists.js';

describe.each(DIALECTS)('ordering tips on %s', (dialect) => {
  const suite = useTipListApp(dialect);

  describe.each(TIP_LISTS_UNDER_TEST)('of a %s', (_kind, list) => {
    const calls = () => tipListCalls(list, suite.owner);
    const reorder = (client: ApiClient, listId: string, order: unknown) =>
      client.put(`${list.tipsPath(listId)}/order`, { order });

    it('saves a new order in one request', async () => {
      const listId = await calls().create();
      const tips = await calls().add(listId, [
        { category: 'do', content: 'A' },
        { category: 'do', content: 'B' },
        { category: 'do', content: 'C' },
      ]);
      const order = [tips[2], tips[0], tips[1]].map((tip, index) => ({
        id: tip?.id ?? '',
        order_index: index,
      }));
      const response = await reorder(suite.owner, listId, order);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect((await calls().tipsOf(listId)).map((tip) => [tip.content, tip.order_index])).toEqual([
        ['C', 0],
        ['A', 1],
        ['B', 2],
      ]);
      // Someone else's order for the list is "not found", and changes nothing.
      expect((await reorder(suite.stranger, listId, [...order].reverse())).statusCode).toBe(404);
      expect((await calls().tipsOf(listId)).map((tip) => tip.content)).toEqual(['C', 'A', 'B']);
    });

    it('saves many orders of one long list sent at once, one after another, without a failure', async () => {
      const listId = await calls().create();
      const tips = [
        ...(await calls().add(
          listId,
          Array.from({ length: 100 }, (_, i) => ({ category: 'eat', content: `E${i}` })),
        )),
        ...(await calls().add(
          listId,
          Array.from({ length: 100 }, (_, i) => ({ category: 'do', content: `D${i}` })),
        )),
      ];
      const forward = tips.map((tip, index) => ({ id: tip.id, order_index: index }));
      const backward = tips.map((tip, index) => ({ id: tip.id, order_index: tips.length - 1 - index }));
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, i) => reorder(suite.owner, listId, i % 2 ? forward : backward)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      const indexes = (await calls().tipsOf(listId)).map((tip) => tip.order_index);
      expect(new Set(indexes).size).toBe(tips.length);
    });

    it('refuses an order naming another list’s tip, or a tip twice, and changes nothing', async () => {
      const listId = await calls().create();
      const [mine, second] = await calls().add(listId, [
        { category: 'do', content: 'Mine' },
        { category: 'do', content: 'Also mine' },
      ]);
      const [theirs] = await calls().add(await calls().create(), [{ category: 'do', content: 'Other' }]);
      const before = await calls().read(listId);
      const foreign = await reorder(suite.owner, listId, [
        { id: second?.id, order_index: 0 },
        { id: mine?.id, order_index: 1 },
        { id: theirs?.id, order_index: 2 },
      ]);
      expect(foreign.statusCode).toBe(400);
      expect(errorOf(foreign).message).toBe(list.foreignTipInOrder);
      const twice = await reorder(suite.owner, listId, [
        { id: mine?.id, order_index: 1 },
        { id: mine?.id, order_index: 2 },
      ]);
      expect(twice.statusCode).toBe(400);
      expect(errorOf(twice).message).toBe('A recommendation appears twice in the new order.');
      expect(await calls().read(listId)).toEqual(before);
    });
  });
});
