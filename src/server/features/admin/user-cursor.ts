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
  if (typeof createdAt !== 'string' || !INSTANT.test(createdAt) || Number.isNaN(Date.parse(createdAt))) {
    throw invalid();
  }
  if (typeof id !== 'string' || id.length === 0 || id.length > 100) throw invalid();
  return { createdAt, id };
}
