// A shipped package's licence and licence files, read from the lock and, where the lock says nothing, from
// the installed package itself.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { licenceOfManifest, licenceOfText } from './licence-rules.mjs';

/** License, licence, copying and notice files, with or without an extension (LICENSE-MIT, NOTICE.md…). */
const LICENCE_FILE = /^(licen[cs]e|copying|notice)([.-].*)?$/i;

/**
 * The texts of a package's licence files, by file name; empty when it ships none or is not installed
 * (a build for another platform).
 * @param {string} root @param {string} lockPath
 * @returns {{ file: string, text: string }[]}
 */
export function licenceFilesOf(root, lockPath) {
  const dir = path.join(root, lockPath);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && LICENCE_FILE.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .map((file) => ({ file, text: readFileSync(path.join(dir, file), 'utf8') }));
}

/**
 * The SPDX expression a package is under: as the lock records it, else as its package.json declares it
 * (older forms too), else as its licence file reads; `from` says which. An error names what is missing.
 * @param {string} root
 * @param {{ path: string, declared: string | undefined }} shipped
 * @returns {{ expression: string, from: 'lock' | 'package.json' | string } | { error: string }}
 */
export function licenceOf(root, shipped) {
  if (shipped.declared) return { expression: shipped.declared, from: 'lock' };
  const manifestFile = path.join(root, shipped.path, 'package.json');
  if (!existsSync(manifestFile)) {
    return { error: 'package-lock.json names no licence, and the package is not installed to read one' };
  }
  const declared = licenceOfManifest(JSON.parse(readFileSync(manifestFile, 'utf8')));
  if (declared) return { expression: declared, from: 'package.json' };
  for (const { file, text } of licenceFilesOf(root, shipped.path)) {
    const read = licenceOfText(text);
    if (read) return { expression: read, from: file };
  }
  return { error: 'it declares no licence, and no licence file of it reads as a known licence' };
}
