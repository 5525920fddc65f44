import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LEGACY_LINKS, PAGES, type PageRow } from '../src/shared/pages/page-table.js';

/** The table's own files: the one place a page's address is written. */
const ROOT = path.resolve(import.meta.dirname, '..');

const TABLE_FILES = new Set(
  ['friend-links.ts', 'friend-pages.ts', 'page-table.ts'].map((file) => `src/shared/pages/${file}`),
);

const pagePaths = [...(Object.values(PAGES) as PageRow[]), ...LEGACY_LINKS.map(({ from }) => from)].map(
  ({ path }) => path,
);
/** The first segment of every page's address ("trip" of /trip/:tripId); the landing page's is empty. */
const firstSegments = [...new Set(pagePaths.map((pagePath) => pagePath.split('/')[1]).filter(Boolean))];
/** A page's address at the start of a piece of text: "/trip/", "/dashboard", "/auth?action=…". */
const PAGE_ADDRESS = new RegExp(`^/(${firstSegments.join('|')})([/?#]|$)`);
/** Where a literal's text (or a template's piece after `${…}`) could start with one. */
const MENTIONS_PAGE = new RegExp(`['"\`}]/(${firstSegments.join('|')})\\b`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The literal texts of a file that start a page's address, with their line, as `file:line text`. */
function pageAddressesIn(file: string, text = readFileSync(path.join(ROOT, file), 'utf8')): string[] {
  // Parsed only when some text could be an address: most files name no page at all.
  if (!MENTIONS_PAGE.test(text)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const check = (node: ts.Node, text: string) => {
    if (!PAGE_ADDRESS.test(text)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${file}:${line + 1} ${text}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) check(node, node.text);
    else if (ts.isJsxText(node)) return;
    else if (ts.isTemplateExpression(node)) {
      // An API path's template (`/api/trips/${id}/shared-favorites`) names no page.
      if (node.head.text.startsWith('/api/')) return;
      check(node, node.head.text);
      for (const span of node.templateSpans) check(span, span.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('page addresses', () => {
  it('are written only in the table of pages (src/shared/pages/page-table.ts)', () => {
    const written = sourceFiles(path.join(ROOT, 'src'))
      .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
      .filter((file) => !TABLE_FILES.has(file))
      .flatMap((file) => pageAddressesIn(file));
    expect(written).toEqual([]);
    // Reading every source file of the app takes a few seconds on a busy machine.
  }, 30_000);

  it('are found in the literals that write one, and API paths are not', () => {
    const text = [
      "import { x } from '../auth/api';",
      'void navigate(`/trip/${id}`, { replace: true });',
      'const link = <Link to="/auth?action=sign_up">Go</Link>;',
      'const ask = `${origin}/rec/${token}`;',
      "const back: '/dashboard' | null = null;",
      "const read = ['/api/trips', `/api/trips/${id}/shared-favorites`, '/tripping'];",
    ].join('\n');
    expect(pageAddressesIn('example.tsx', text)).toEqual([
      'example.tsx:2 /trip/',
      'example.tsx:3 /auth?action=sign_up',
      'example.tsx:4 /rec/',
      'example.tsx:5 /dashboard',
    ]);
  });
});
