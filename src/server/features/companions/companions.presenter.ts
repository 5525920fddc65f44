import type { Selectable } from 'kysely';
import type { Companion, Invite, ListAccess } from '../../../shared/contracts/companions.js';
import type { CompanionRole } from '../../../shared/rules/list-roles.js';
import type { CompanionInviteTable } from '../../db/companion-tables.js';
import { toIsoString } from '../../db/values.js';

/** What a list's row in a dashboard query says of the reader's role: a companion's row, or none (theirs). */
export interface SummaryColumns {
  companion_role?: CompanionRole | null;
  owner_first_name?: string | null;
}

/** The reader's role on a list of their dashboard, and its owner's first name when it is shared with them. */
export function presentSummaryAccess(row: SummaryColumns): ListAccess {
  if (!row.companion_role) return { role: 'owner', shared_by: null };
  return { role: row.companion_role, shared_by: row.owner_first_name ?? '' };
}

export function presentCompanion(row: {
  user_id: string;
  first_name: string;
  last_name: string;
  role: CompanionRole;
  created_at: string | Date;
}): Companion {
  return {
    user_id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    since: toIsoString(row.created_at),
  };
}

export function presentInvite(row: Selectable<CompanionInviteTable>): Invite {
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    created_at: toIsoString(row.created_at),
    expires_at: toIsoString(row.expires_at),
  };
}
