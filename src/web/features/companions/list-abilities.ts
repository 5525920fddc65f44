import type { ListAccess, ReaderAccess } from '../../../shared/contracts/companions.js';
import { mayDo, type ListRole } from '../../../shared/rules/list-roles.js';

/**
 * What the reader of a list may do there, as its page shows controls (decision 069): the server checks
 * each write again, so a control shown here by mistake is refused, never obeyed.
 */
export interface ListAbilities {
  /** Add, change, tick, favourite, reorder and delete tips; the description; import. */
  edit: boolean;
  /** Favourites links of a trip, shared links of a guidebook. */
  share: boolean;
  /** Delete the list; companions and invites; the ask link and its pause; the trip's settings. */
  own: boolean;
}

export function abilitiesOf(role: ListRole): ListAbilities {
  return { edit: mayDo(role, 'edit'), share: mayDo(role, 'share'), own: mayDo(role, 'own') };
}

const OWNED: ReaderAccess = { role: 'owner', shared_by: null, new_tip_mail: false };

/**
 * The reader's access as a list's read says it. A copy of the read kept for offline before lists had
 * companions says nothing of it: such a copy could only be its owner's.
 */
export function accessOf(detail: { access?: ReaderAccess | null }): ReaderAccess {
  return detail.access ?? OWNED;
}

/** A list shared with the reader: someone else's, which they may leave. */
export const isShared = (access: ListAccess): boolean => access.role !== 'owner';

/** The reader's access as an overview's summary of a list says it (or, in a copy kept from before, not). */
export function summaryAccessOf(summary: {
  role?: ListAccess['role'];
  shared_by?: string | null;
}): ListAccess {
  return { role: summary.role ?? 'owner', shared_by: summary.shared_by ?? null };
}
