import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type {
  CompanionInviteTable,
  CompanionNoticeTable,
  GuidebookCompanionTable,
  TripCompanionTable,
} from './companion-tables.js';
import type { Flag, Timestamp } from './table-columns.js';

/** What a list's destination was found to be (migration 0010). */
export type DestinationKind = 'city' | 'region' | 'country';

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  role: string | null;
  banned: boolean | number | null;
  banReason: string | null;
  banExpires: Timestamp | null;
  first_name: string;
  last_name: string;
  image_id: string | null;
  /** When a session was last created for the account (sign-up, sign-in); null before the first. */
  last_sign_in_at: Timestamp | null;
  /** The language chosen in the profile (migration 0012), a tag of LOCALES; null: the browser's decides. */
  language: string | null;
}

export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
}

/** Better Auth's one-time values; a password-reset row holds the user id as its value. */
export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface TripTable {
  id: string;
  user_id: string;
  destination: string;
  /** Where the destination is (migration 0010): null when neither the provider nor the offline data knew. */
  destination_lat: number | null;
  destination_lng: number | null;
  destination_kind: DestinationKind | null;
  destination_country: string | null;
  recommendation_types: string | null;
  share_token: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the owner last made a new ask link; until then the trip's id address asks for tips too. */
  ask_link_created_at: Timestamp | null;
  is_ask_link_revoked: Flag;
  /** Set while the owner has paused tip collection. */
  tips_paused_at: Timestamp | null;
  ask_link_opens: Generated<number>;
  /** The owner gets no mail and no webhook call about this trip's new tips. */
  is_notifications_muted: Flag;
  /** Friends are offered no follow link, and open follow pages say following is off. */
  is_following_off: Flag;
}

interface TipColumns {
  id: string;
  category: string;
  content: string;
  is_favorite: Flag;
  order_index: Generated<number>;
  place_id: string | null;
  place_name: string | null;
  place_address: string | null;
  latitude: number | null;
  longitude: number | null;
  place_type: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The account that added the tip (migration 0013): null for a friend's, or once that account is gone. */
  added_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface TipTable extends TipColumns {
  trip_id: string;
  contributor_name: string | null;
  is_completed: Flag;
  /** The friend's send this tip came with; null for the owner's own tips. */
  submission_id: string | null;
}

export interface GuidebookTable {
  id: string;
  user_id: string;
  title: string;
  destination: string;
  /** Where the destination is (migration 0010): null when neither the provider nor the offline data knew. */
  destination_lat: number | null;
  destination_lng: number | null;
  destination_kind: DestinationKind | null;
  destination_country: string | null;
  description: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GuidebookTipTable extends TipColumns {
  guidebook_id: string;
}

export interface SharedFavoritesTable {
  id: string;
  share_token: string;
  trip_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  opens: Generated<number>;
}

export interface SharedGuidebookTable {
  id: string;
  share_token: string;
  guidebook_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  opens: Generated<number>;
}

export interface ImageTable {
  id: string;
  user_id: string;
  content_type: string;
  width: number;
  height: number;
  data: Buffer;
  created_at: Timestamp;
}

/** A link card's picture (migration 0011): one per list and kind of link, made again when its `hash` changes. */
export interface LinkCardPictureTable {
  list_key: string;
  hash: string;
  user_id: string;
  trip_id: string | null;
  guidebook_id: string | null;
  png: Buffer;
  created_at: Timestamp;
}

export interface RateLimitTable {
  key: string;
  hits: number;
  reset_at: number | string;
}

/** Admin rights granted from the command line (decision 028). */
export interface AdminGrantTable {
  user_id: string;
  granted_at: Timestamp;
}

/** The tips of a submission as the friend sent them (JSON in `submissions.tips`). */
export interface SubmittedTip {
  id: string;
  category: string;
  content: string;
  place_name: string | null;
}

/** One friend's send of tips to a trip (decision 060). */
export interface SubmissionTable {
  id: string;
  trip_id: string;
  batch_id: string | null;
  contributor_name: string | null;
  /** JSON of SubmittedTip[]. */
  tips: string;
  created_at: Timestamp;
}

/** A trip's new tips told to its owner at once, `due_at` after the first of them. */
export interface NotificationBatchTable {
  id: string;
  trip_id: string;
  user_id: string;
  opened_at: Timestamp;
  due_at: Timestamp;
  /** When the batch's deliveries were made; until then submissions to its trip join it. */
  composed_at: Timestamp | null;
}

export type NotificationChannel = 'email' | 'webhook';

/** One batch told on one channel, retried with back-off until sent or given up. */
export interface NotificationDeliveryTable {
  id: string;
  batch_id: string;
  user_id: string;
  channel: NotificationChannel;
  /** The same on every attempt: a resend after a crash is the same message. */
  message_id: string;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** While an instance is sending it, until this time; a lease that ran out is taken again. */
  leased_until: Timestamp | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  gave_up_at: Timestamp | null;
  created_at: Timestamp;
}

export type WebhookFormat = 'json' | 'ntfy' | 'discord' | 'slack';

/** An account's notification choices; no row means mail on (once verified) and no webhook. */
export interface NotificationSettingsTable {
  user_id: string;
  is_email_off: Flag;
  webhook_url: string | null;
  webhook_format: WebhookFormat;
  updated_at: Timestamp;
}

/**
 * A friend's private page of the tips of one submission (decision 062), known by the SHA-256 of its
 * token; with an address, the mails that tell the friend when the traveller went to one of them.
 */
export interface FollowLinkTable {
  id: string;
  token_hash: string;
  submission_id: string;
  trip_id: string;
  email: string | null;
  email_confirmed_at: Timestamp | null;
  /** The confirmation mail is waiting to be sent. */
  confirmation_due_at: Timestamp | null;
  /** A tip of the submission was ticked done: the daily mail is due. */
  mail_due_at: Timestamp | null;
  /** While an instance is sending this link's mail, until this time. */
  leased_until: Timestamp | null;
  last_mailed_at: Timestamp | null;
  /** JSON of the tip ids a mail has told as done. */
  mailed_tip_ids: Generated<string>;
  created_at: Timestamp;
  /** The language the friend's page was in when they left their address (migration 0012): their mails'. */
  language: string | null;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  verification: VerificationTable;
  trips: TripTable;
  recommendations: TipTable;
  guidebooks: GuidebookTable;
  guidebook_recommendations: GuidebookTipTable;
  shared_favorites: SharedFavoritesTable;
  shared_guidebooks: SharedGuidebookTable;
  images: ImageTable;
  rate_limits: RateLimitTable;
  admin_grants: AdminGrantTable;
  submissions: SubmissionTable;
  notification_batches: NotificationBatchTable;
  notification_deliveries: NotificationDeliveryTable;
  notification_settings: NotificationSettingsTable;
  follow_links: FollowLinkTable;
  link_card_pictures: LinkCardPictureTable;
  trip_companions: TripCompanionTable;
  guidebook_companions: GuidebookCompanionTable;
  companion_invites: CompanionInviteTable;
  companion_notices: CompanionNoticeTable;
}

export type UserRow = Selectable<UserTable>;
export type TripRow = Selectable<TripTable>;
export type NewTrip = Insertable<TripTable>;
