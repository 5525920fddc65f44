// The fuzz properties of src/server/http/fuzz.test.ts, run much longer and with a new seed each time.
// FUZZ_RUNS sets the cases per route (default 500), FUZZ_SEED replays a run; TEST_DIALECTS narrows the
// databases as for the other tests. Arguments go to Vitest.
import { randomInt } from 'node:crypto';
import { spawnSync } from 'node:child_process';

const runs = process.env.FUZZ_RUNS || '500';
const given = process.env.FUZZ_SEED;
const seed = given && given !== 'random' ? given : String(randomInt(2 ** 31));
if (!/^\d+$/.test(runs) || !/^-?\d+$/.test(seed)) {
  console.error('FUZZ_RUNS must be a whole number and FUZZ_SEED a whole number or "random".');
  process.exit(2);
}

console.log(`Fuzzing every API route: ${runs} cases per route, seed ${seed}.`);
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'integration', 'src/server/http/fuzz.test.ts', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed } },
);
console.log(
  `Seed ${seed} (${runs} cases per route). Replay: FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npm run fuzz`,
);
process.exit(result.status ?? 1);
