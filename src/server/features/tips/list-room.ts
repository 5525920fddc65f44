import { sql, type Kysely } from 'kysely';
import { errorCodes } from '../../../shared/contracts/error-codes.js';
import { LIMITS } from '../../../shared/limits.js';
import type { Database } from '../../db/tables.js';
import { AppError } from '../../errors.js';
import type { TipListDescription, TipListKind } from './tip-lists.js';

/** What an add counts in its message: a form's tips, or the places an import chose. */
export type AddedUnit = 'tips' | 'places';

const number = (n: number) => n.toLocaleString('en-US');
const counted = (n: number, unit: AddedUnit) => `${number(n)} more ${n === 1 ? unit.slice(0, -1) : unit}`;

/**
 * 409 LIST_FULL (decision 031): the list holds `held` tips and cannot take `adding` more. When some room
 * is left, the message says how much, so the sender can choose what fits.
 */
export function listFull(kind: TipListKind, held: number, adding: number, unit: AddedUnit): AppError {
  const max = LIMITS.tipsPerListMax;
  const room = Math.max(0, max - held);
  const message =
    room === 0
      ? `This ${kind} has reached its limit of ${number(max)} tips.`
      : `This ${kind} has room for ${counted(room, unit)}, not ${number(adding)}: a ${kind} holds at most ${number(max)} tips.`;
  return new AppError(errorCodes.listFull, 409, message);
}

/** 409 LIST_FULL for a copy that would make a list larger than any list may be. */
export function copyTooLarge(kind: TipListKind, tips: number): AppError {
  return new AppError(
    errorCodes.listFull,
    409,
    `This copy would hold ${number(tips)} tips, more than the ${number(LIMITS.tipsPerListMax)} a ${kind} can hold.`,
  );
}

/**
 * Refuses an add that would take the list `listId` past its limit, counted inside the transaction that is about
 * to insert, with the list's row locked (claimList in list-claims.ts). A list already over the
 * limit (made before there was one) stays as it is and takes no more.
 */
export async function ensureRoomForTips(
  trx: Kysely<Database>,
  list: TipListDescription,
  listId: string,
  adding: number,
  unit: AddedUnit,
): Promise<void> {
  if (adding === 0) return;
  const { rows } = await sql<{ held: number | string }>`select count(*) as held from ${sql.table(list.tips)}
    where ${sql.ref(list.column)} = ${listId}`.execute(trx);
  const held = Number(rows[0]?.held ?? 0);
  if (held + adding > LIMITS.tipsPerListMax) throw listFull(list.kind, held, adding, unit);
}
