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
import { launchBrowser } from './image/browser-flow.mjs';
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

const interrupted = async () => {
  console.error('\nInterrupted: cleaning up.');
  await run.cleanUp();
  process.exit(130);
};
process.once('SIGINT', interrupted);
process.once('SIGTERM', interrupted);

let built;
await run.step('build tiplist:latest (npm run image)', async () => {
  built = await buildImage();
});
await run.step('compose.yaml (compose config)', checkCompose);
const browser = await run.step('launch Chromium', async () => {
  const launched = await launchBrowser();
  run.leave('Chromium', () => launched.close());
  return launched;
});
if (browser) {
  await testOneContainer({ run, browser, name });
  await testScaleOut({ run, browser, name });
}
await run.cleanUp();

if (built) {
  const { base, made, baseMs, buildMs, sizeBytes } = built;
  console.log(
    `\nImage: ${(sizeBytes / 1e6).toFixed(0)} MB on ${base}${made ? ` (made in ${(baseMs / 1000).toFixed(1)} s)` : ''}; ` +
      `build ${(buildMs / 1000).toFixed(1)} s.`,
  );
}
process.exit(run.summary(Date.now() - started) ? 0 : 1);
