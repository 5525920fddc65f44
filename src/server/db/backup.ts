import { existsSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';

/** Why a backup was not written, in words for the person who asked for it. */
export class BackupError extends Error {}

export interface SqliteBackup {
  file: string;
  bytes: number;
  pages: number;
}

/** The most pages one step of SQLite's backup may copy: all of them, in one step. */
const ALL_PAGES = 0x7fffffff;

/** The same file, even when one of the two names goes through a link. */
function sameFile(a: string, b: string): boolean {
  if (!existsSync(b)) return false;
  return realpathSync(a) === realpathSync(b);
}

/**
 * Copies a SQLite database that a running server keeps writing to, with SQLite's online backup. The whole
 * database is copied in one backup step, which reads it in one transaction: the copy is the database as
 * one commit left it (in WAL mode the server's writes go on meanwhile). Copied in many small steps, a
 * write from the server between two steps would start the copy over, and a busy server could keep it from
 * ever finishing. The copy is written beside the target, checked, and only then renamed onto it, so the
 * target never holds half a copy.
 */
export async function backupSqliteFile(sourceFile: string, targetFile: string): Promise<SqliteBackup> {
  const source = path.resolve(sourceFile);
  const target = path.resolve(targetFile);
  if (!existsSync(source)) throw new BackupError(`There is no database at ${source}.`);
  if (sameFile(source, target) || [`${source}-wal`, `${source}-shm`].includes(target)) {
    throw new BackupError(`${target} is the database itself: choose another file for the copy.`);
  }
  if (!existsSync(path.dirname(target))) {
    throw new BackupError(`The folder ${path.dirname(target)} does not exist.`);
  }
  if (existsSync(target) && statSync(target).isDirectory()) {
    throw new BackupError(`${target} is a folder: give the name of the file to write.`);
  }
  const partial = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.partial`);
  const database = new Sqlite(source, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    const { totalPages } = await database.backup(partial, { progress: () => ALL_PAGES });
    checkCopy(partial);
    renameSync(partial, target);
    return { file: target, bytes: statSync(target).size, pages: totalPages };
  } catch (error) {
    rmSync(partial, { force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The copy failed: ${(error as Error).message}`);
  } finally {
    database.close();
  }
}

/** A copy that SQLite does not find whole is not a backup. */
function checkCopy(file: string): void {
  const copy = new Sqlite(file, { fileMustExist: true });
  try {
    const result = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new BackupError(`The copy failed its integrity check: ${String(result)}`);
  } finally {
    copy.close();
  }
}
