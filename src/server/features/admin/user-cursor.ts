import { errorCodes } from '../../../shared/contracts/errors.js';
import { AppError } from '../../errors.js';

/** Where a page of the account list ended: the last account's creation time and id. */
export interface UserCursor {
  createdAt: string;
  id: string;
}

// UTC with up to microseconds: PostgreSQL keeps microseconds, and a cursor rounded to the
// millisecond would skip the accounts created within the same millisecond.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

const invalid = () => {
  const message = 'This page of accounts cannot be found. Please start again from the first page.';
  return new AppError(errorCodes.validation, 400, message, { cursor: message });
};

/**
 * Date.parse rolls 30 February over to 1 March and takes year 0, where PostgreSQL refuses the
 * timestamp with an error: only an instant that reads back as written, after year 0, is one.
 */
function isRealInstant(text: string): boolean {
  if (!INSTANT.test(text) || text.startsWith('0000')) return false;
  const parsed = new Date(text);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 19) === text.slice(0, 19);
}

/** Opaque to the client: it only hands back what the last page gave it. */
export function encodeUserCursor({ createdAt, id }: UserCursor): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
}

/** The cursor a client sent, or a 400: a forged one must not reach the database as a timestamp. */
export function decodeUserCursor(cursor: string): UserCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [createdAt, id] = parsed as unknown[];
  if (typeof createdAt !== 'string' || !isRealInstant(createdAt)) throw invalid();
  if (typeof id !== 'string' || id.length === 0 || id.length > 100) throw invalid();
  return { createdAt, id };
}
