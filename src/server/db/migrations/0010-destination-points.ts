import { sql, type Kysely } from 'kysely';
import type { DestinationColumns } from '../destination-columns.js';
import { columnsFor, dialectOf } from './column-types.js';

const LISTS = ['trips', 'guidebooks'] as const;

/** Where each of these destination texts is, as a list's columns: the offline place data's answer. */
export type LocateDestinations = (
  texts: readonly string[],
) => Promise<ReadonlyMap<string, DestinationColumns>>;

/**
 * Where each list's destination is (a city, a region or a country), so place search leans towards it.
 * New lists are located when made, through the configured provider; the lists made before are located
 * here from the offline data, once per distinct destination text. The database layer does not know the
 * place data: the composition root passes `locate` in.
 */
export function destinationPoints(locate: LocateDestinations) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const c = columnsFor(dialectOf(db));
      for (const table of LISTS) {
        await db.schema.alterTable(table).addColumn('destination_lat', c.double).execute();
        await db.schema.alterTable(table).addColumn('destination_lng', c.double).execute();
        await db.schema.alterTable(table).addColumn('destination_kind', 'text').execute();
        await db.schema.alterTable(table).addColumn('destination_country', 'text').execute();
      }
      await locateListsMadeBefore(db, locate);
    },
  };
}

/** Locates every list whose destination was never located. */
export async function locateListsMadeBefore(db: Kysely<unknown>, locate: LocateDestinations): Promise<void> {
  const lists = db as unknown as Kysely<Record<(typeof LISTS)[number], Record<string, unknown>>>;
  const texts = new Set<string>();
  for (const table of LISTS) {
    const rows = await lists
      .selectFrom(table)
      .select(sql<string>`destination`.as('destination'))
      .distinct()
      .where(sql.ref('destination_kind'), 'is', null)
      .execute();
    for (const { destination } of rows) texts.add(destination);
  }
  // A new database has no lists: the place data is not loaded for nothing.
  if (texts.size === 0) return;
  const located = await locate([...texts]);
  for (const [text, columns] of located) {
    if (columns.destination_kind === null) continue;
    for (const table of LISTS) {
      await lists
        .updateTable(table)
        .set({ ...columns })
        .where(sql.ref('destination'), '=', text)
        .where(sql.ref('destination_kind'), 'is', null)
        .execute();
    }
  }
}
