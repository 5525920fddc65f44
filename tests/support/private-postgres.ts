import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);

export type PrivatePostgres = {
  /** A connection URL for the cluster's `postgres` database. */
  url: string;
  /** Stops the server at once, as a crash would (`pg_ctl stop -m immediate`): connections are cut. */
  crash: () => Promise<void>;
  /** Starts it again on the same port and data; PostgreSQL recovers from its write-ahead log. */
  start: () => Promise<void>;
  /** Stops it and removes its files. */
  remove: () => Promise<void>;
};

/** The newest PostgreSQL server binaries Debian installed, or an error that says how to get them. */
function serverBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, 'bin')).find((bin) => existsSync(bin));
  if (!found)
    throw new Error(
      'PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install postgresql).',
    );
  return found;
}

/**
 * A PostgreSQL server of its own (initdb in a temporary directory, its own port), so that a test may
 * stop and start it without touching the database every other test uses. PostgreSQL refuses to run as
 * root: as root, its commands run as the `postgres` account.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = serverBinaries();
  const asRoot = process.getuid?.() === 0;
  const pgCommand = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args])
      : run(path.join(bin, name), args);
  const directory = mkdtempSync(path.join(tmpdir(), 'tiplist-postgres-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(directory, Number(stdout.trim()), Number(group.trim()));
  }
  const dataDir = path.join(directory, 'data');
  const port = await freePort();
  await pgCommand('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1`;
  const start = async () => {
    await pgCommand('pg_ctl', [
      'start',
      '-w',
      '-D',
      dataDir,
      '-l',
      path.join(directory, 'log'),
      '-o',
      options,
    ]);
  };
  const stop = (mode: 'immediate' | 'fast') =>
    pgCommand('pg_ctl', ['stop', '-w', '-D', dataDir, '-m', mode]).then(() => undefined);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    crash: () => stop('immediate'),
    start,
    async remove() {
      await stop('fast').catch(() => undefined);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
