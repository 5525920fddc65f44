/**
 * What the import rules share: repository paths, the specifiers a file names, and the relative imports
 * of a file on disk, resolved as TypeScript would (`./x.js` may name `x.ts`, web code leaves the
 * extension out), so the rules need no resolver and no type information.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** Repository-relative path with forward slashes, e.g. `src/web/lib/cn.ts`. */
export function repoPath(absolutePath) {
  return path.relative(REPO_ROOT, absolutePath).split(path.sep).join('/');
}

export function isRelative(specifier) {
  return specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../');
}

/** Every module specifier a file names: imports (type-only too), re-exports, `import()` and `import('x').T`. */
export function specifierVisitors(onSpecifier) {
  const visitSource = (node) => {
    if (node.source?.type === 'Literal' && typeof node.source.value === 'string') {
      onSpecifier(node.source.value, node.source);
    }
  };
  return {
    ImportDeclaration: visitSource,
    ExportNamedDeclaration: visitSource,
    ExportAllDeclaration: visitSource,
    ImportExpression: visitSource,
    TSImportType(node) {
      const literal = node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument;
      if (literal?.type === 'Literal' && typeof literal.value === 'string')
        onSpecifier(literal.value, literal);
    },
  };
}

/** `src/web/features/trips/api` from `./api.js`, `./api.ts` or `./api`: the extension does not matter here. */
export function stripScriptExtension(p) {
  return p.replace(/\.(?:[cm]?[jt]s|[jt]sx)$/, '');
}

const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const RESOLVE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];
const EXTENSION_ALIASES = {
  '.js': ['.ts', '.tsx', '.js'],
  '.jsx': ['.tsx', '.jsx'],
  '.mjs': ['.mts', '.mjs'],
};

function isFile(p) {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/** The source file a relative specifier names, as TypeScript (Bundler and NodeNext) would find it. */
export function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const extension = path.extname(base);
  const aliases = EXTENSION_ALIASES[extension];
  const candidates = aliases
    ? aliases.map((alias) => base.slice(0, -extension.length) + alias)
    : [
        base,
        ...RESOLVE_EXTENSIONS.map((e) => base + e),
        ...RESOLVE_EXTENSIONS.map((e) => path.join(base, `index${e}`)),
      ];
  const found = candidates.find(isFile);
  return found && SOURCE_FILE.test(found) ? found : null;
}

/**
 * Relative imports of a file on disk, read with TypeScript's import scanner (no full parse): it sees
 * `import type`, re-exports and dynamic `import()`. Cached by modification time, so one lint run reads
 * each file once and an edited file is read again.
 */
const diskImports = new Map();
export function importsOnDisk(file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return [];
  }
  const cached = diskImports.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.targets;
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const targets = [
    ...new Set(
      importedFiles
        .map(({ fileName }) => (isRelative(fileName) ? resolveRelative(file, fileName) : null))
        .filter((target) => target !== null),
    ),
  ];
  diskImports.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, targets });
  return targets;
}
