// Runs the docker client for the image scripts: captured output for questions, streamed output for builds,
// and one clear error naming the command when it fails.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The docker client: Debian's docker.io when installed, whose client builds with BuildKit by itself (a newer
 * client needs its buildx plugin for that), else the one on PATH. DOCKER names another.
 */
export const DOCKER = process.env.DOCKER || (existsSync('/usr/bin/docker') ? '/usr/bin/docker' : 'docker');

/**
 * Runs `docker args` and answers its trimmed standard output; throws with its error output when it fails.
 * @param {string[]} args
 * @param {{ input?: string, timeoutMs?: number }} [options]
 */
export function docker(args, { input, timeoutMs = 120_000 } = {}) {
  const result = spawnSync(DOCKER, args, { encoding: 'utf8', input, timeout: timeoutMs });
  if (result.error) throw new Error(`docker ${args.join(' ')}: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`docker ${args.join(' ')} failed (${result.status}): ${result.stderr.trim()}`);
  }
  return result.stdout.trim();
}

/** Whether `docker args` succeeds, its output discarded. @param {string[]} args @param {number} [timeoutMs] */
export function dockerSucceeds(args, timeoutMs = 120_000) {
  return spawnSync(DOCKER, args, { stdio: 'ignore', timeout: timeoutMs }).status === 0;
}

/**
 * Runs a command with its output shown, resolving when it exits 0.
 * @param {string} command @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<void>}
 */
export function runShown(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`));
    });
  });
}

/** Throws a message saying how to start Docker when no daemon answers. */
export function requireDaemon() {
  if (dockerSucceeds(['version'], 30_000)) return;
  throw new Error(
    `No Docker daemon answers (${DOCKER} version failed). Install Debian's docker.io and start the daemon,` +
      ' on these machines without a bridge: dockerd --bridge=none --iptables=false &',
  );
}

/** @param {string} image */
export const imageExists = (image) => dockerSucceeds(['image', 'inspect', image], 30_000);
