import { sql, type Kysely } from 'kysely';
import type { Category } from '../../../shared/categories.js';
import type { Database } from '../../db/tables.js';
import type { TipListDescription } from './tip-lists.js';

/**
 * The highest order_index of each of `categories` in the list `listId`, for numbering new tips after them. One
 * max() per category: each reads the last entry of the (list, category, order_index) index, however
 * long the list is, where a GROUP BY over the list would read every tip in it on every submission.
 */
export async function highestOrderIndexes(
  trx: Kysely<Database>,
  list: TipListDescription,
  listId: string,
  categories: readonly Category[],
): Promise<Partial<Record<Category, number>>> {
  const distinct = [...new Set(categories)];
  if (distinct.length === 0) return {};
  const row = await trx
    .selectNoFrom(
      distinct.map((category, i) =>
        sql<number | null>`(select max(order_index) from ${sql.table(list.tips)} where ${sql.ref(
          list.column,
        )} = ${listId} and category = ${category})`.as(`c${i}`),
      ),
    )
    .executeTakeFirstOrThrow();
  const values = row as Record<string, number | null>;
  const highest: Partial<Record<Category, number>> = {};
  distinct.forEach((category, i) => {
    const value = values[`c${i}`];
    if (value !== null && value !== undefined) highest[category] = value;
  });
  return highest;
}
