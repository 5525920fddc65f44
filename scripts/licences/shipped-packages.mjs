// Which packages' code ships with Tiplist, found from package-lock.json and the sources alone, so the check
// runs on a clean clone before any build (decision 055):
// - the server's: every entry of the lock that is not for development, which is what
//   `npm ci --omit=dev` installs;
// - the web app's: everything the sources of src/web and src/shared import, with what those packages
//   need in turn (React, MapLibre and the rest are devDependencies, bundled into dist/web), and the
//   code the build itself writes into the bundle;
// - whatever else the server's sources import (the pages drawn on the server load React from there).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bareImportsOf, lockClosure } from './package-graph.mjs';

/**
 * Packages whose code the build writes into dist/web without an import of ours: Vite's module preload
 * helper and Rolldown's runtime helpers. Their own dependencies are build tools and do not ship.
 */
export const BUILD_INJECTED = ['vite', 'rolldown'];

const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs|css|html)$/;
const NOT_SHIPPED = /\.(test|spec)\.(ts|tsx)$|\.d\.ts$/;

/**
 * @typedef {{ name: string, version?: string, license?: string, dev?: boolean, optional?: boolean,
 *   dependencies?: Record<string, string>, optionalDependencies?: Record<string, string>,
 *   peerDependencies?: Record<string, string> }} LockEntry
 * @typedef {{ path: string, name: string, version: string, declared: string | undefined,
 *   optional: boolean, shippedIn: Set<'server' | 'web'> }} ShippedPackage
 */

/** Sources that ship: not tests, not type declarations. @param {string} name */
const isShippedSource = (name) => SOURCE_FILE.test(name) && !NOT_SHIPPED.test(name);

/**
 * The packages imported by the files under `dirs` whose names `accepts` takes, sorted.
 * @param {string[]} dirs @param {(name: string) => boolean} accepts
 */
export function packagesImportedUnder(dirs, accepts) {
  const names = new Set();
  for (const dir of dirs) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !accepts(entry.name)) continue;
      const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      for (const name of bareImportsOf(source)) names.add(name);
    }
  }
  return [...names].sort();
}

/** A lock entry's package name: the part of its path after the last node_modules/. */
export const nameOfLockPath = (/** @type {string} */ lockPath) =>
  lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);

/**
 * The packages that ship, keyed by their path in the lock, with where each ships; and the problems met
 * on the way (an import no package in the lock answers).
 * @param {string} root the repository
 */
export function shippedPackages(root) {
  /** @type {{ packages: Record<string, LockEntry> }} */
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const entries = lock.packages;
  /** @type {Map<string, ShippedPackage>} */
  const shipped = new Map();
  const add = (/** @type {string} */ lockPath, /** @type {'server' | 'web'} */ where) => {
    const entry = entries[lockPath];
    if (!entry) return;
    const known = shipped.get(lockPath);
    if (known) return void known.shippedIn.add(where);
    shipped.set(lockPath, {
      path: lockPath,
      name: nameOfLockPath(lockPath),
      version: entry.version ?? 'unknown',
      declared: entry.license,
      optional: entry.optional === true,
      shippedIn: new Set([where]),
    });
  };

  for (const [lockPath, entry] of Object.entries(entries)) {
    if (lockPath !== '' && !entry.dev) add(lockPath, 'server');
  }
  const imported = (/** @type {string[]} */ dirs) =>
    packagesImportedUnder(
      dirs.map((dir) => path.join(root, dir)),
      isShippedSource,
    );
  const web = lockClosure(entries, imported(['src/web', 'src/shared']));
  const server = lockClosure(entries, imported(['src/server']));
  for (const lockPath of web.paths) add(lockPath, 'web');
  for (const name of BUILD_INJECTED) add(`node_modules/${name}`, 'web');
  for (const lockPath of server.paths) add(lockPath, 'server');
  return {
    packages: [...shipped.values()].sort((a, b) => a.path.localeCompare(b.path)),
    problems: [...web.missing, ...server.missing],
  };
}
