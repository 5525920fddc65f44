// Every test: unit, integration on SQLite and PostgreSQL, and end-to-end in Chromium against the built app.
// Sets up what it can first (Debian's Chromium), and checks the rest once before anything is built: a valid
// TEST_DIALECTS and a reachable PostgreSQL. Arguments go to Vitest, e.g. npm test -- --project integration
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { checkPostgres, parseTestDialects } from './test-databases.mjs';

const vitestArgs = process.argv.slice(2);

/**
 * The Vitest projects this run selects with --project (all when none is named).
 * @param {string} project
 */
function selects(project) {
  const patterns = vitestArgs.flatMap((arg, index) => {
    if (arg.startsWith('--project=')) return [arg.slice('--project='.length)];
    if (arg === '--project' && index + 1 < vitestArgs.length)
      return [/** @type {string} */ (vitestArgs[index + 1])];
    return [];
  });
  if (patterns.length === 0) return true;
  // Plain names are matched exactly; wildcards and negations are left to Vitest, so assume they may match.
  return patterns.some((pattern) => pattern === project || /[*?!]/.test(pattern));
}

/** @type {(message: string) => never} */
const fail = (message) => {
  console.error(`\n${message}\n`);
  process.exit(1);
};

const runsE2e = selects('e2e');
const usesDatabases = runsE2e || selects('integration');

let dialects;
try {
  dialects = parseTestDialects();
} catch (error) {
  fail(/** @type {Error} */ (error).message);
}

if (runsE2e && !ensureChromium()) process.exit(1);

if (usesDatabases && dialects.includes('postgres')) {
  try {
    await checkPostgres();
  } catch (error) {
    fail(/** @type {Error} */ (error).message);
  }
}

/** @param {string} command @param {string[]} args */
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (runsE2e) run('npm', ['run', 'build']);
run('npx', ['vitest', 'run', ...vitestArgs]);
