import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Timestamps: Date from PostgreSQL, ISO text from SQLite; presenters normalise them. */
type Timestamp = ColumnType<Date | string, Date | string | undefined, Date | string>;
/** Our is_* flags: real booleans on both dialects (SQLite through SqliteValuesPlugin). */
type Flag = ColumnType<boolean, boolean | undefined, boolean>;

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
}

export interface TipTable extends TipColumns {
  trip_id: string;
  contributor_name: string | null;
  is_completed: Flag;
}

export interface GuidebookTable {
  id: string;
  user_id: string;
  title: string;
  destination: string;
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
}

export type UserRow = Selectable<UserTable>;
export type TripRow = Selectable<TripTable>;
export type NewTrip = Insertable<TripTable>;
