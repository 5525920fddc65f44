import { existsSync } from 'node:fs';
import { grantAdmin, revokeAdmin } from './auth/admin-grants.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { migrationHelpers } from './migration-helpers.js';

const USAGE = 'Usage: npm run admin -- grant <email>   (or: revoke <email>)';

/** What each outcome prints, and whether the command did what was asked (exit code 0) or not (1). */
const ANSWERS = {
  granted: [0, (email: string) => `${email} is now an admin.`],
  'already-granted': [0, (email: string) => `${email} already had admin rights; nothing changed.`],
  unknown: [1, (email: string) => `No account has the address ${email}.`],
  unverified: [
    1,
    (email: string) =>
      `${email} has not verified its address yet. It gets admin rights only once it has: ask its owner to follow the link mailed to it (or send a new one from the profile), then grant again.`,
  ],
  revoked: [0, (email: string) => `${email} is no longer an admin.`],
  'still-listed': [
    0,
    (email: string) => `The grant of ${email} is gone, but it stays an admin: ADMIN_EMAILS lists it.`,
  ],
  'not-granted': [1, (email: string) => `${email} had no granted admin rights; nothing changed.`],
} as const;

/**
 * `npm run admin -- grant|revoke <email>`: admin rights kept in the database beside ADMIN_EMAILS
 * (decision 028), on the database `npm start` uses (DATABASE_URL, DATA_DIR, .env). Running servers
 * read the role with each session lookup, so the change reaches them within seconds.
 */
async function main(args: string[]): Promise<number> {
  const [command, email, ...rest] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  // Migrating holds one connection for its lock and works on another.
  const db = openDatabase(config.database, { poolSize: 2 });
  try {
    await migrateToLatest(db, migrationHelpers);
    const outcome =
      command === 'grant'
        ? await grantAdmin(db, config.adminEmails, email)
        : await revokeAdmin(db, config.adminEmails, email);
    const [code, say] = ANSWERS[outcome];
    (code === 0 ? console.log : console.error)(say(email));
    return code;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
