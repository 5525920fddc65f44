// Builds the Dockerfile into tiplist:latest on the official base when it can be had, otherwise on the base
// this machine makes itself (own-base.mjs), kept as a local image between runs. Shared by `npm run image`
// and `npm run test:image`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docker, dockerSucceeds, imageExists, requireDaemon, runShown, DOCKER } from './docker.mjs';
import { makeOwnBase } from './own-base.mjs';
import { IMAGE, OFFICIAL_BASE, OWN_BASE } from './versions.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A registry that answers sends node:24-bookworm-slim in well under this; one that does not, fails fast. */
const PULL_TIMEOUT_MS = 5 * 60_000;

/**
 * The base to build on: the official image, refreshed from its registry when that answers (or as it is
 * when only a local copy is there), else the self-made one, made when missing.
 * @returns {Promise<{ base: string, made: boolean }>}
 */
export async function chooseBase() {
  console.log(`Pulling ${OFFICIAL_BASE}…`);
  if (dockerSucceeds(['pull', '--quiet', OFFICIAL_BASE], PULL_TIMEOUT_MS) || imageExists(OFFICIAL_BASE)) {
    return { base: OFFICIAL_BASE, made: false };
  }
  console.log(`${OFFICIAL_BASE} cannot be pulled here: building on ${OWN_BASE} instead.`);
  if (imageExists(OWN_BASE)) return { base: OWN_BASE, made: false };
  await makeOwnBase();
  return { base: OWN_BASE, made: true };
}

/**
 * The certificates this machine's npm trusts beyond Node's own (NODE_EXTRA_CA_CERTS, or npm's `cafile`),
 * for a network that reaches the registry through a proxy of its own: the build's npm needs them too.
 */
function npmCertificates() {
  const configured = process.env.NODE_EXTRA_CA_CERTS || npmConfig('cafile');
  return configured && existsSync(configured) ? configured : undefined;
}

/** @param {string} key */
function npmConfig(key) {
  const value = spawnSync('npm', ['config', 'get', key], { encoding: 'utf8' }).stdout?.trim();
  return value && value !== 'null' && value !== 'undefined' ? value : undefined;
}

/**
 * Builds IMAGE from the Dockerfile on `base` (chosen when not given) with BuildKit, on the host's network:
 * the build fetches Debian packages and npm packages, and these machines give containers no network of
 * their own. The certificates npm needs reach the build as a secret, never a layer.
 * @param {{ base?: string }} [options]
 */
export async function buildImage({ base } = {}) {
  requireDaemon();
  const started = Date.now();
  const chosen = base ? { base, made: false } : await chooseBase();
  const baseMs = Date.now() - started;
  const certificates = npmCertificates();
  const args = ['build', '--network', 'host', '--build-arg', `BASE=${chosen.base}`, '-t', IMAGE];
  if (certificates) args.push('--secret', `id=npm_ca,src=${certificates}`);
  await runShown(DOCKER, [...args, '.'], { cwd: root, env: { ...process.env, DOCKER_BUILDKIT: '1' } });
  // The image this build replaced, untagged now, is of no further use.
  docker(['image', 'prune', '--force', '--filter', 'label=org.opencontainers.image.title=Tiplist']);
  const sizeBytes = Number(docker(['image', 'inspect', '--format', '{{.Size}}', IMAGE]));
  return { ...chosen, baseMs, buildMs: Date.now() - started - baseMs, sizeBytes };
}
