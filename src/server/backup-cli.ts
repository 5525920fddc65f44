import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { BackupError, backupSqliteFile } from './db/backup.js';

const USAGE = 'Usage: npm run backup -- <file>   (the file to write the copy of the database to)';

const POSTGRES_ADVICE = `This Tiplist keeps its data in PostgreSQL: back it up with PostgreSQL's own tool, which takes a consistent copy while the app serves:

  pg_dump --format=custom --file=tiplist.dump "$DATABASE_URL"

and restore it into an empty database with:

  pg_restore --no-owner --dbname="$DATABASE_URL" tiplist.dump

Keep AUTH_SECRET with the dump: the instances need the same secret to keep their sessions.`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * `npm run backup -- <file>`: a consistent copy of the SQLite database `npm start` uses (DATABASE_URL,
 * DATA_DIR, .env), taken while the server runs. Nothing is migrated or changed: the copy is of the database
 * as it is.
 */
async function main(args: string[]): Promise<number> {
  const [target, ...rest] = args;
  if (!target || rest.length > 0 || target.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  if (config.database.dialect === 'postgres') {
    console.error(POSTGRES_ADVICE);
    return 1;
  }
  const copy = await backupSqliteFile(config.database.file, target);
  const secret = process.env.AUTH_SECRET
    ? 'the AUTH_SECRET setting'
    : `the file ${path.join(config.dataDir, 'auth-secret')}`;
  console.log(
    [
      `Backed up ${config.database.file} to ${copy.file} (${megabytes(copy.bytes)}, integrity check ok).`,
      `The auth secret is in ${secret}: keep a copy of it with the backup, or everyone must sign in again after a restore.`,
      `To restore, stop Tiplist and start it on the copy: DATABASE_URL=file:${copy.file} npm start`,
    ].join('\n'),
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof BackupError;
    console.error(known ? error.message : error);
    process.exit(1);
  },
);
