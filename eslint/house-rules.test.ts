import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import house rules, run through the real eslint.config.js on small snippets placed at real paths.
 * Only the import and file-name rules run: the type-aware rules would need every snippet to be a file of
 * the TypeScript project, so type information is switched off here.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const RULES_UNDER_TEST = ['house/', 'no-restricted-imports'];

const eslint = new ESLint({
  cwd: ROOT,
  // The cycle fixture lives in a folder that `eslint .` ignores.
  ignore: false,
  ruleFilter: ({ ruleId }) => RULES_UNDER_TEST.some((prefix) => ruleId.startsWith(prefix)),
  overrideConfig: { files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { project: null } } },
});

/** "ruleId: message" for each problem in `code` linted as if it were the file at `filePath`. */
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
}

// The first lint loads the config, its plugins and the parser: seconds on a busy machine, paid once here
// rather than inside the first test's time limit.
beforeAll(async () => {
  await problems('src/shared/rules/warm-up.ts', 'export {};');
}, 60_000);

describe('layers', () => {
  it('keeps src/shared free of server, web, Node and UI imports', async () => {
    const found = await problems(
      'src/shared/rules/example.ts',
      [
        "import { buildApp } from '../../server/app.js';",
        "import { cn } from '../../web/lib/cn';",
        "import { readFileSync } from 'node:fs';",
        "import { useState } from 'react';",
        'export const all = [buildApp, cn, readFileSync, useState];',
      ].join('\n'),
    );
    expect(found).toEqual([
      expect.stringMatching(/^house\/layers: "\.\.\/\.\.\/server\/app\.js"/),
      expect.stringMatching(/^house\/layers: "\.\.\/\.\.\/web\/lib\/cn"/),
      expect.stringMatching(/^no-restricted-imports: .*no Node modules/),
      expect.stringMatching(/^no-restricted-imports: .*no UI or DOM/),
    ]);
  });

  it('keeps server and web apart', async () => {
    expect(await problems('src/server/example.ts', "export { cn } from '../web/lib/cn';")).toEqual([
      expect.stringMatching(/^house\/layers: /),
    ]);
    expect(
      await problems('src/web/lib/example.ts', "export { buildApp } from '../../server/app.js';"),
    ).toEqual([expect.stringMatching(/^house\/layers: /)]);
  });

  it('stops generic UI and lib code from reaching into features, the app or components', async () => {
    expect(
      await problems(
        'src/web/components/ui/example.tsx',
        "export { tripsQueryOptions } from '../../features/trips/api';",
      ),
    ).toEqual([expect.stringMatching(/^house\/layers: .*features/)]);
    expect(
      await problems('src/web/lib/example.ts', "export { Button } from '../components/ui/button';"),
    ).toEqual([expect.stringMatching(/^house\/layers: /)]);
    expect(
      await problems('src/web/features/trips/example.ts', "export { Providers } from '../../app/providers';"),
    ).toEqual([expect.stringMatching(/^house\/layers: /)]);
  });
});

describe('feature boundaries', () => {
  // Copies builds on trips, and trips knows nothing of copies: only the boundaries are under test here.
  it("rejects another web feature's hooks and routes", async () => {
    const found = await problems(
      'src/web/features/copies/components/example.tsx',
      [
        "import { useCopyLink } from '../../trips/hooks/use-copy-link';",
        "import type { TripPage } from '../../trips/routes/trip-page';",
        'export const all = [useCopyLink];',
        'export type Page = typeof TripPage;',
      ].join('\n'),
    );
    expect(found).toEqual([
      expect.stringMatching(/^house\/feature-boundaries: .*trips\/hooks\/use-copy-link/),
      expect.stringMatching(/^house\/feature-boundaries: .*trips\/routes\/trip-page/),
    ]);
  });

  it("rejects another server feature's internals, and routes outside app.ts", async () => {
    const found = await problems(
      'src/server/features/copies/example.ts',
      [
        "import { TripDetailCache } from '../trips/trip-detail-cache.js';",
        "import { tripRoutes } from '../trips/trips.routes.js';",
        "import { copyRoutes } from './copies.routes.js';",
        'export const all = [TripDetailCache, tripRoutes, copyRoutes];',
      ].join('\n'),
    );
    expect(found).toEqual([
      expect.stringMatching(/^house\/feature-boundaries: Feature "copies" may import only trips\.service/),
      expect.stringMatching(/^house\/feature-boundaries: Only the composition root/),
      expect.stringMatching(/^house\/feature-boundaries: Only the composition root/),
    ]);
  });

  it("allows another feature's public parts, and routes in the composition roots", async () => {
    const web = [
      "import { CATEGORIES } from '../../../../shared/categories.js';",
      "import { Button } from '../../../components/ui/button';",
      "import { cn } from '../../../lib/cn';",
      "import type { CategoryFilter } from '../../tips/category-filter';",
      "import { CategoryTabs } from '../../tips/components/category-tabs';",
      "import { tripsQueryOptions } from '../../trips/api';",
      'export const all = [CATEGORIES, Button, cn, CategoryTabs, tripsQueryOptions];',
      'export type Filter = CategoryFilter;',
    ].join('\n');
    expect(await problems('src/web/features/copies/components/example.tsx', web)).toEqual([]);
    expect(
      await problems(
        'src/server/features/copies/example.ts',
        "export { createTrip } from '../trips/trips.service.js';\nexport { presentTrip } from '../trips/trips.presenter.js';",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'src/web/friend/example.tsx',
        "export { AskPage } from '../features/friends/routes/ask-page';",
      ),
    ).toEqual([]);
  });
});

describe('server layers', () => {
  it('keeps features out of every file of http/', async () => {
    const code = "export { listTrips } from '../features/trips/trips.service.js';";
    for (const file of ['src/server/http/example.ts', 'src/server/http/rendered-list-pages.ts']) {
      expect(await problems(file, code), file).toEqual([
        expect.stringMatching(/^house\/layers: .*http\/ is the plumbing/),
      ]);
    }
  });

  it('keeps config.ts below realtime and auth, and the database below what builds on it', async () => {
    expect(
      await problems('src/server/config.ts', "export { StreamCounts } from './realtime/stream-counts.js';"),
    ).toEqual([expect.stringMatching(/^house\/layers: .*settings/)]);
    expect(
      await problems(
        'src/server/db/example.ts',
        "export { findOwnedTrip } from '../auth/trip-ownership.js';",
      ),
    ).toEqual([expect.stringMatching(/^house\/layers: .*database layer/)]);
    expect(
      await problems(
        'src/server/auth/example.ts',
        "export { listTrips } from '../features/trips/trips.service.js';",
      ),
    ).toEqual([expect.stringMatching(/^house\/layers: .*Auth/)]);
  });

  it('lets tests build the whole app', async () => {
    expect(
      await problems('src/server/http/example.test.ts', "export { buildApp } from '../app.js';"),
    ).toEqual([]);
  });
});

describe('feature cycles', () => {
  // Against the real features: trips uses maps, tips and sharing, and none of them may use trips back.
  it('rejects an import back into a web feature that imports the importer', async () => {
    expect(
      await problems(
        'src/web/features/maps/components/example.tsx',
        "export { tripKeys } from '../../trips/trip-keys';",
      ),
    ).toEqual([expect.stringMatching(/^house\/feature-cycles: Feature "maps" imports feature "trips"/)]);
  });

  it('rejects an import back into a server feature that imports the importer', async () => {
    expect(
      await problems(
        'src/server/features/tips/example.ts',
        "export { listTrips } from '../trips/trips.service.js';",
      ),
    ).toEqual([expect.stringMatching(/^house\/feature-cycles: Feature "tips" imports feature "trips"/)]);
  });

  it('accepts the imports that run the one way', async () => {
    expect(
      await problems(
        'src/web/features/trips/components/example.tsx',
        "export { MapPage } from '../../maps/components/map-page';",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'src/server/features/trips/example.ts',
        "export { listTips } from '../tips/tips.service.js';",
      ),
    ).toEqual([]);
  });
});

describe('import cycles', () => {
  // Two real files are needed: the rule follows imports on disk. The folder name starts with a dot, so
  // TypeScript's globs skip it; it ignores itself for git, and eslint.config.js ignores it.
  let folder = '';

  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(ROOT, 'src', '.house-rules-'));
    fs.writeFileSync(path.join(folder, '.gitignore'), '*\n');
    fs.writeFileSync(
      path.join(folder, 'first.ts'),
      "import type { Second } from './second';\nexport type First = Second[];\n",
    );
    fs.writeFileSync(
      path.join(folder, 'second.ts'),
      "import type { First } from './first';\nexport type Second = { first: First };\n",
    );
    fs.writeFileSync(path.join(folder, 'leaf.ts'), 'export const leaf = 1;\n');
  });

  afterAll(() => {
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('reports a loop even when it is made of type-only imports', async () => {
    const file = path.relative(ROOT, path.join(folder, 'first.ts'));
    const found = await problems(file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
    expect(found).toEqual([
      expect.stringMatching(/^house\/no-cycle: Import cycle: .*first\.ts → .*second\.ts → .*first\.ts/),
    ]);
  });

  it('accepts imports that do not lead back', async () => {
    const file = path.relative(ROOT, path.join(folder, 'first.ts'));
    expect(await problems(file, "import { leaf } from './leaf';\nexport const first = leaf;\n")).toEqual([]);
  });
});

describe('file names', () => {
  it('wants kebab-case', async () => {
    expect(await problems('src/web/components/ui/StatusCard.tsx', 'export const x = 1;')).toEqual([
      expect.stringMatching(/^house\/kebab-case-filename: /),
    ]);
    expect(await problems('src/server/features/trips/trips.service.ts', 'export const x = 1;')).toEqual([]);
  });
});
