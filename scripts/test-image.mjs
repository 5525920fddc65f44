// npm run test:image: builds tiplist:latest as `npm run image` does, validates compose.yaml, then runs the
// image as a self-hoster would: read-only with a volume, a browser flow against it, a new container on the
// same volume, and compose.yaml's scale-out topology on the host's network (scripts/image/test-*.mjs).
// Everything it starts or makes is removed at the end, also after a failure or Ctrl-C.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, ownerContext } from './image/browser-flow.mjs';
import { buildImage } from './image/build.mjs';
import { TEST_PREFIX } from './image/containers.mjs';
import { DOCKER } from './image/docker.mjs';
import { stepRunner } from './image/steps.mjs';
import { testOneContainer } from './image/test-one-container.mjs';
import { testScaleOut } from './image/test-scale-out.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const run = stepRunner();
const suffix = randomBytes(3).toString('hex');
/** @param {string} part */
const name = (part) => `${TEST_PREFIX}-${part}-${suffix}`;

/**
 * Debian's docker-compose, or Docker's compose plugin where that is what is installed.
 * @returns {[string, ...string[]]}
 */
function composeCommand() {
  const installed = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;
  return installed ? ['docker-compose'] : [DOCKER, 'compose'];
}

/**
 * `compose config` on compose.yaml with only these variables set (an empty env file, so a local .env
 * plays no part): answers its exit status and output. @param {Record<string, string>} variables
 */
function composeConfig(variables) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tiplist-compose-'));
  try {
    const envFile = path.join(dir, 'empty.env');
    writeFileSync(envFile, '');
    const [command, ...args] = composeCommand();
    const result = spawnSync(command, [...args, '--env-file', envFile, '-f', 'compose.yaml', 'config'], {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, ...variables },
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function checkCompose() {
  const variables = {
    SITE_ADDRESS: 'tips.example.org',
    AUTH_SECRET: randomBytes(48).toString('base64url'),
    POSTGRES_PASSWORD: randomBytes(24).toString('hex'),
  };
  const valid = composeConfig(variables);
  if (valid.status !== 0) throw new Error(`compose.yaml is not valid:\n${valid.output}`);
  for (const service of ['db', 'app1', 'app2', 'proxy']) {
    if (!valid.output.includes(`  ${service}:\n`))
      throw new Error(`compose.yaml has no ${service}:\n${valid.output}`);
  }
  if ((valid.output.match(/TRUST_PROXY: ["']true["']/g) ?? []).length !== 2) {
    throw new Error(`Both app instances of compose.yaml should trust one proxy:\n${valid.output}`);
  }
  for (const missing of Object.keys(variables)) {
    const without = composeConfig({ ...variables, [missing]: '' });
    if (without.status === 0 || !without.output.includes(missing)) {
      throw new Error(
        `compose.yaml starts without ${missing}, or does not say it is missing:\n${without.output}`,
      );
    }
  }
  console.log('  valid, and refused without SITE_ADDRESS, AUTH_SECRET or POSTGRES_PASSWORD');
}

// Ctrl-C stops the steps and cleans up at once; the step under way then fails on what is gone, and the run
// ends as usual. A second Ctrl-C ends it there.
let interrupted = false;
const interrupt = () => {
  if (interrupted) process.exit(130);
  console.error('\nInterrupted: cleaning up.');
  interrupted = true;
  run.interrupt();
  void run.cleanUp();
};
process.on('SIGINT', interrupt);
process.on('SIGTERM', interrupt);

let built;
await run.step('build tiplist:latest (npm run image)', async () => {
  built = await buildImage();
});
await run.step('compose.yaml (compose config)', checkCompose);
const launched = await run.step('launch Chromium', async () => {
  const browser = await launchBrowser();
  run.leave('Chromium', () => browser.close());
  return { browser, single: await ownerContext(browser), scaled: await ownerContext(browser) };
});
if (launched) {
  const { browser, single, scaled } = launched;
  await testOneContainer({ run, browser, context: single, name });
  await testScaleOut({ run, browser, context: scaled, name });
}
await run.cleanUp();

if (built) {
  const { base, made, baseMs, buildMs, sizeBytes } = built;
  console.log(
    `\nImage: ${(sizeBytes / 1e6).toFixed(0)} MB on ${base}${made ? ` (made in ${(baseMs / 1000).toFixed(1)} s)` : ''}; ` +
      `build ${(buildMs / 1000).toFixed(1)} s.`,
  );
}
const passed = run.summary(Date.now() - started);
process.exit(interrupted ? 130 : passed ? 0 : 1);
