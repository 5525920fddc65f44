import type { CompanionRole } from '../../shared/rules/list-roles.js';
import type { Flag, Timestamp } from './table-columns.js';

/** A companion of a list (migration 0013, decision 069): one person's role on it. */
interface CompanionColumns {
  user_id: string;
  role: CompanionRole;
  /** An editor of a trip also gets the owner's new-tip mails. */
  is_new_tip_mail: Flag;
  created_at: Timestamp;
}

export interface TripCompanionTable extends CompanionColumns {
  trip_id: string;
}

export interface GuidebookCompanionTable extends CompanionColumns {
  guidebook_id: string;
}

/** An invite to become a companion; its token's SHA-256 only. */
export interface CompanionInviteTable {
  id: string;
  token_hash: string;
  trip_id: string | null;
  guidebook_id: string | null;
  role: CompanionRole;
  /** An invite by mail: the one address that may use it, once. Null for a link. */
  email: string | null;
  created_by: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  used_at: Timestamp | null;
}

/** What a companion is told on their next visit: an owner's deleted account took a list along. */
export interface CompanionNoticeTable {
  id: string;
  user_id: string;
  list_kind: 'trip' | 'guidebook';
  list_name: string;
  owner_first_name: string;
  created_at: Timestamp;
}
