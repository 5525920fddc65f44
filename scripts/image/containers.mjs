// The image's containers as the image test runs them: read-only, /tmp in memory, on the host's network
// (these machines give containers no network of their own) and listening on 127.0.0.1 alone.
import { spawnSync } from 'node:child_process';
import { DOCKER, docker, dockerSucceeds } from './docker.mjs';
import { IMAGE } from './versions.mjs';

/** Every container and volume the test makes is named with this, so a person can find any left behind. */
export const TEST_PREFIX = 'tiplist-image-test';

/**
 * Starts IMAGE read-only with a tmpfs at /tmp. Docker checks its health every second here (the image says
 * every 30 s) so that the test need not wait for the first check.
 * @param {{ name: string, port: number, volume?: string, env?: Record<string, string> }} options
 */
export function startApp({ name, port, volume, env = {} }) {
  const variables = { HOST: '127.0.0.1', PORT: String(port), ...env };
  docker([
    'run',
    '--detach',
    '--name',
    name,
    '--read-only',
    '--tmpfs',
    '/tmp',
    '--network',
    'host',
    '--health-interval',
    '1s',
    ...(volume ? ['--volume', `${volume}:/data`] : []),
    ...Object.entries(variables).flatMap(([key, value]) => ['--env', `${key}=${value}`]),
    IMAGE,
  ]);
}

/** The container's last log lines, for a failure's message. @param {string} name */
export function logsOf(name) {
  const result = spawnSync(DOCKER, ['logs', '--tail', '40', name], { encoding: 'utf8' });
  return `${result.stdout}${result.stderr}`.trim();
}

/** Waits until Docker reports the container healthy; fails at once when it stops. @param {string} name */
export async function waitHealthy(name, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [status, health] = docker([
      'inspect',
      '--format',
      '{{.State.Status}} {{.State.Health.Status}}',
      name,
    ]).split(' ');
    if (health === 'healthy') return;
    if (status !== 'running')
      throw new Error(`${name} stopped (${status}) before it was healthy:\n${logsOf(name)}`);
    if (Date.now() > deadline)
      throw new Error(`${name} was not healthy within ${timeoutMs} ms:\n${logsOf(name)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** `docker exec` in a running container, answering its output. @param {string} name @param {string[]} command */
export const execIn = (name, command) => docker(['exec', name, ...command]);

/**
 * Sends SIGTERM through `docker stop` (which kills after 10 s) and answers how long the container took
 * to stop and its exit code. @param {string} name
 */
export function stopApp(name) {
  const started = Date.now();
  docker(['stop', name], { timeoutMs: 30_000 });
  const ms = Date.now() - started;
  return { ms, exitCode: Number(docker(['inspect', '--format', '{{.State.ExitCode}}', name])) };
}

/** @param {string} name */
export const removeContainer = (name) => dockerSucceeds(['rm', '--force', '--volumes', name]);

/** @param {string} name */
export function createVolume(name) {
  docker(['volume', 'create', name]);
}

/** @param {string} name */
export const removeVolume = (name) => dockerSucceeds(['volume', 'rm', '--force', name]);

/**
 * `docker exec` answering both outputs, for a check of what a command says on its error output.
 * @param {string} name @param {string[]} command
 */
export function execWithErrors(name, command) {
  const result = spawnSync(DOCKER, ['exec', name, ...command], { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) {
    throw new Error(
      `${command.join(' ')} failed in ${name} (${result.status ?? result.signal}):\n${result.stderr}`,
    );
  }
  return { stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}
