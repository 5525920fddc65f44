import type { ColumnType } from 'kysely';

/** Timestamps: Date from PostgreSQL, ISO text from SQLite; presenters normalise them. */
export type Timestamp = ColumnType<Date | string, Date | string | undefined, Date | string>;

/** Our is_* flags: real booleans on both dialects (SQLite through SqliteValuesPlugin). */
export type Flag = ColumnType<boolean, boolean | undefined, boolean>;
