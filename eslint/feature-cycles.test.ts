import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The feature-cycles rule alone, on a folder of small features written to disk (the rule follows the
 * imports of the other features on disk). The folder name starts with a dot, so TypeScript's globs skip
 * it; it ignores itself for git, and eslint.config.js ignores it. The rule's wiring into the real
 * configuration is tested in house-rules.test.ts.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
let folder = '';
let features = '';

/** Each feature's files: name → source. */
const FIXTURE: Record<string, Record<string, string>> = {
  // One way: maps is used by trips and by guidebooks, and uses neither.
  maps: { 'map-page.ts': 'export const mapPage = 1;\n' },
  // Two ways: trips uses sharing, and sharing's api reaches back into trips (no module loop, though).
  trips: {
    'trip-view.ts': "import { mapPage } from '../maps/map-page';\nexport const tripView = mapPage;\n",
    'trip-header.ts': "import { button } from '../sharing/button';\nexport const tripHeader = button;\n",
    'trip-keys.ts': 'export const tripKeys = ["trips"];\n',
  },
  sharing: {
    'button.ts': 'export const button = 1;\n',
    'api.ts': "import { tripKeys } from '../trips/trip-keys';\nexport const api = tripKeys;\n",
  },
  // Round three: guidebooks → copies → places → guidebooks.
  guidebooks: {
    'view.ts': "import { copy } from '../copies/copy';\nexport const view = copy;\n",
    'rules.ts': 'export const rules = 1;\n',
  },
  copies: { 'copy.ts': "import { search } from '../places/search';\nexport const copy = search;\n" },
  places: { 'search.ts': "import { rules } from '../guidebooks/rules';\nexport const search = rules;\n" },
};

let eslint: ESLint | null = null;

/** "ruleId: message" for each problem in the fixture's file. */
async function problems(feature: string, file: string): Promise<string[]> {
  // The real configuration, with the rule pointed at the fixture's features and every other rule off.
  eslint ??= new ESLint({
    cwd: ROOT,
    ignore: false,
    ruleFilter: ({ ruleId }) => ruleId === 'house/feature-cycles',
    overrideConfig: {
      files: ['**/*.ts'],
      languageOptions: { parserOptions: { project: null } },
      rules: { 'house/feature-cycles': ['error', { roots: [path.relative(ROOT, features)] }] },
    },
  });
  const [result] = await eslint.lintFiles([path.join(features, feature, file)]);
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
}

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(ROOT, 'src', '.house-rules-'));
  fs.writeFileSync(path.join(folder, '.gitignore'), '*\n');
  features = path.join(folder, 'features');
  for (const [feature, files] of Object.entries(FIXTURE)) {
    fs.mkdirSync(path.join(features, feature), { recursive: true });
    for (const [name, source] of Object.entries(files))
      fs.writeFileSync(path.join(features, feature, name), source);
  }
});

// The first lint loads the configuration, its plugins and the parser: paid here, not in a test's time.
beforeAll(async () => {
  await problems('maps', 'map-page.ts');
}, 60_000);

afterAll(() => {
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

describe('feature cycles', () => {
  it('reports two features that import each other, on both sides', async () => {
    expect(await problems('trips', 'trip-header.ts')).toEqual([
      expect.stringMatching(
        /^house\/feature-cycles: Feature "trips" imports feature "sharing", which leads back.*sharing\/api\.ts/,
      ),
    ]);
    expect(await problems('sharing', 'api.ts')).toEqual([
      expect.stringMatching(/^house\/feature-cycles: Feature "sharing" imports feature "trips"/),
    ]);
  });

  it('reports a loop through other features, naming each step', async () => {
    expect(await problems('guidebooks', 'view.ts')).toEqual([
      expect.stringMatching(
        /guidebooks → copies → places \(.*copies\/copy\.ts\) → guidebooks \(.*places\/search\.ts\)/,
      ),
    ]);
  });

  it('accepts imports that run one way', async () => {
    expect(await problems('trips', 'trip-view.ts')).toEqual([]);
    expect(await problems('maps', 'map-page.ts')).toEqual([]);
  });
});
