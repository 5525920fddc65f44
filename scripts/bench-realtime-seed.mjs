// Owners, their sessions and their trips for the realtime benchmark, written straight into the
// database the server has migrated: sign-up is rate-limited per address and per e-mail, and ten
// thousand sign-ups would measure password hashing, not realtime delivery.
//
// The cookie is signed as Better Auth signs it (better-call's signCookieValue in
// node_modules/better-call/dist/crypto.mjs): `${token}.${signature}`, the signature being the
// standard base64 of HMAC-SHA256(token) keyed with the auth secret, the whole value URI-encoded.
// Plain http gives the name better-auth.session_token (src/server/auth/session-cookie.ts).
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import pg from 'pg';

export const AUTH_SECRET = 'realtime-bench-secret-realtime-bench-secret';
const COOKIE_NAME = 'better-auth.session_token';
const WEEK_MS = 7 * 24 * 3600 * 1000;

/**
 * @typedef {{ dialect: string; dataDir?: string; url?: string }} Database Where the server's rows live.
 * @typedef {{ tripId: string; cookie: string; address: string }} Page An open page: its trip and device.
 * @typedef {{
 *   flag: (value: boolean) => unknown;
 *   insert: (table: string, columns: string[], rows: unknown[][]) => Promise<void>;
 *   close: () => Promise<unknown>;
 * }} Store
 */

/** @param {string} token @param {string} [secret] */
export function sessionCookie(token, secret = AUTH_SECRET) {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${COOKIE_NAME}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * Rows go in with the values each dialect stores: SQLite keeps ISO 8601 text and 0/1 (what the
 * server's SqliteValuesPlugin writes, and what its session lookup compares as text), PostgreSQL
 * timestamptz and booleans.
 * @param {Database} database
 * @returns {Store}
 */
function openStore(database) {
  if (database.dialect === 'sqlite') {
    const sqlite = new Sqlite(path.join(/** @type {string} */ (database.dataDir), 'tiplist.sqlite'));
    // The server has the file open in WAL mode; wait for its write lock instead of failing.
    sqlite.pragma('busy_timeout = 10000');
    return {
      flag: (value) => (value ? 1 : 0),
      async insert(table, columns, rows) {
        const names = columns.map((column) => `"${column}"`).join(', ');
        const statement = sqlite.prepare(
          `insert into "${table}" (${names}) values (${columns.map(() => '?').join(', ')})`,
        );
        sqlite.transaction(() => rows.forEach((row) => statement.run(row)))();
      },
      close: async () => sqlite.close(),
    };
  }
  const client = new pg.Client({ connectionString: database.url });
  const connected = client.connect();
  return {
    flag: Boolean,
    async insert(table, columns, rows) {
      await connected;
      const names = columns.map((column) => `"${column}"`).join(', ');
      // Well under PostgreSQL's 65,535 parameters per statement.
      for (let start = 0; start < rows.length; start += 2000) {
        const chunk = rows.slice(start, start + 2000);
        const values = chunk.map(
          (row, i) => `(${row.map((_, j) => `$${i * columns.length + j + 1}`).join(', ')})`,
        );
        await client.query(`insert into "${table}" (${names}) values ${values.join(', ')}`, chunk.flat());
      }
    },
    close: async () => {
      await connected;
      await client.end();
    },
  };
}

let pageAddress = 0;
/** 100.64.0.0/10 (carrier-grade NAT space), one per page: the friends' submissions use 10.0.0.0/8. */
const nextPageAddress = () => {
  pageAddress += 1;
  return `100.${64 + ((pageAddress >> 16) & 63)}.${(pageAddress >> 8) & 255}.${pageAddress & 255}`;
};

/**
 * `trips` owners with one trip each (or one owner for them all), and `pagesPerTrip` open pages per
 * trip, each page a device of its own: its own session and its own address. Returns the trip ids
 * and the pages ({ tripId, cookie, address }).
 * @param {Database} database
 * @param {{ trips: number; pagesPerTrip: number; oneOwner?: boolean; label: string }} shape
 * @returns {Promise<{ tripIds: string[]; pages: Page[] }>}
 */
export async function seedTrips(database, { trips, pagesPerTrip, oneOwner = false, label }) {
  const store = openStore(database);
  const now = new Date();
  const iso = now.toISOString();
  const expires = new Date(now.getTime() + WEEK_MS).toISOString();
  /** @type {unknown[][]} */
  const users = [];
  /** @type {[string, ...unknown[]][]} */
  const tripRows = [];
  /** @type {unknown[][]} */
  const sessions = [];
  /** @type {Page[]} */
  const pages = [];
  for (let t = 0; t < trips; t += 1) {
    if (!oneOwner || t === 0) {
      const id = randomUUID();
      users.push([
        id,
        `Owner ${label} ${t}`,
        `owner-${label}-${t}-${id.slice(0, 8)}@example.com`,
        store.flag(true),
        iso,
        iso,
        'user',
        store.flag(false),
        'Owner',
        `${label} ${t}`,
        iso,
      ]);
    }
    const userId = users.at(-1)?.[0];
    const tripId = randomUUID();
    const share = randomBytes(32).toString('base64url');
    tripRows.push([tripId, userId, `City ${t}`, 'Food and walks', share, iso, iso]);
    for (let p = 0; p < pagesPerTrip; p += 1) {
      const token = randomBytes(24).toString('base64url');
      const address = nextPageAddress();
      sessions.push([randomUUID(), expires, token, iso, iso, address, 'realtime-bench', userId]);
      pages.push({ tripId, cookie: sessionCookie(token), address });
    }
  }
  try {
    await store.insert(
      'user',
      [
        'id',
        'name',
        'email',
        'emailVerified',
        'createdAt',
        'updatedAt',
        'role',
        'banned',
        'first_name',
        'last_name',
        'last_sign_in_at',
      ],
      users,
    );
    await store.insert(
      'session',
      ['id', 'expiresAt', 'token', 'createdAt', 'updatedAt', 'ipAddress', 'userAgent', 'userId'],
      sessions,
    );
    await store.insert(
      'trips',
      ['id', 'user_id', 'destination', 'recommendation_types', 'share_token', 'created_at', 'updated_at'],
      tripRows,
    );
  } finally {
    await store.close();
  }
  return { tripIds: tripRows.map((row) => row[0]), pages };
}

/**
 * A seeded cookie must open the owner's dashboard with its trip, or every stream would be refused.
 * @param {string} base @param {Page} page
 */
export async function checkCookie(base, page) {
  const response = await fetch(`${base}/api/trips`, {
    headers: { cookie: page.cookie, 'x-forwarded-for': page.address },
  });
  const body = await response.text();
  if (response.status !== 200 || !body.includes(page.tripId)) {
    throw new Error(
      `A seeded session cookie was refused: GET /api/trips answered ${response.status} ${body}`,
    );
  }
}
