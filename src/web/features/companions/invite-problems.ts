import { errorCodes } from '../../../shared/contracts/error-codes.js';
import { ApiError } from '../../lib/api-client';
import type { ListKind } from './list-kinds';

/**
 * Why an invite opens nothing for this person, as the join page tells it: a token that opens nothing
 * (changed, made up, revoked, of a deleted list: one 404), one past its 7 days, a mailed one already used,
 * one mailed to another address, the owner's own list; or any other failure (offline, the server's).
 */
export type InviteProblem = 'notFound' | 'expired' | 'used' | 'otherAddress' | 'ownList' | 'failed';

export function inviteProblemOf(error: unknown): InviteProblem {
  if (!(error instanceof ApiError)) return 'failed';
  switch (error.code) {
    case errorCodes.ownList:
      return 'ownList';
    case errorCodes.inviteForAnotherAddress:
      return 'otherAddress';
    case errorCodes.inviteUsed:
      return 'used';
    case errorCodes.expired:
      return 'expired';
  }
  // A token of the wrong shape is refused by validation (400) before it is looked up: it opens nothing too.
  if (error.status === 404 || error.status === 400) return 'notFound';
  if (error.status === 410) return 'expired';
  return 'failed';
}

/** A list as the owner's overview lists it. */
type ListedList = { id: string; name: string; role: string };

/**
 * Where the owner who opened their own invite finds the list: the one list of theirs of that name, or,
 * with none or several of that name, the overview of their lists (the invite does not say which id).
 */
export function ownListPlace(
  lists: readonly ListedList[] | undefined,
  name: string,
): { listId: string } | { overview: true } {
  const named = (lists ?? []).filter((list) => list.role === 'owner' && list.name === name);
  const [only] = named;
  return named.length === 1 && only ? { listId: only.id } : { overview: true };
}

/** The overview's lists by the name an invite gives them: a trip's destination, a guidebook's title. */
export function listedByName(
  kind: ListKind,
  lists: readonly { id: string; role: string; destination?: string; title?: string }[] | undefined,
): ListedList[] | undefined {
  return lists?.map((list) => ({
    id: list.id,
    role: list.role,
    name: (kind === 'trip' ? list.destination : list.title) ?? '',
  }));
}
