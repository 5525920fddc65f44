// A server instance for the realtime benchmark, and what the benchmark reads of it from outside: its
// resident memory and its open file descriptors (one per socket), both from /proc of the child process,
// so the measurement adds nothing to the server it measures.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { freePort } from './free-port.mjs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './build-if-needed.mjs';

/**
 * Resident memory of a process in MB (VmRSS), or NaN once it has gone.
 * @param {number | undefined} pid
 */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * Open file descriptors: a socket is one, so this falls back once the server has closed the streams.
 * @param {number | undefined} pid
 */
export function openFiles(pid) {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds (user + system) the process has used so far.
 * @param {number | undefined} pid
 */
export function cpuSeconds(pid) {
  try {
    const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
    // utime and stime are fields 14 and 15 of stat, counted from the state field (3) here.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * Starts dist/node/server/main.js on a free port. TRUST_PROXY=true: each page and each friend comes
 * with an X-Forwarded-For address of its own, as through the one proxy of a real deployment, so the
 * per-address limits count visitors and not the single benchmark client.
 * @param {Record<string, string>} [env]
 */
export async function startInstance(env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tiplist-rt-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const collector = pathToFileURL(path.join(root, 'scripts/bench-collect-on-signal.mjs')).href;
  const loopDelay = pathToFileURL(path.join(root, 'scripts/bench-loop-delay.mjs')).href;
  const main = path.join(root, 'dist/node/server/main.js');
  const preloads = ['--import', collector, '--import', loopDelay];
  const child = spawn(process.execPath, ['--expose-gc', ...preloads, main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      TRUST_PROXY: 'true',
      // The worst case holds a thousand pages of one owner's trip, far past what one person opens.
      LIVE_PAGES_PER_USER: '2000',
      ...env,
    },
    // The IPC channel carries the loop-delay questions (bench-loop-delay.mjs).
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  /**
   * Sends `question` to the instance and waits for its answer of the same type.
   * @param {string} question
   * @returns {Promise<{ type: string; maxMs: number; p99Ms: number }>}
   */
  const ask = (question) =>
    new Promise((resolve) => {
      const onMessage = (/** @type {any} */ message) => {
        if (message?.type !== question) return;
        child.off('message', onMessage);
        resolve(message);
      };
      child.on('message', onMessage);
      child.send(question);
    });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let stopped = false;
  exited.then((code) => {
    if (!stopped) console.error(`The server on port ${port} exited (${code}) during the benchmark.`);
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server on port ${port} did not start.`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    base,
    pid: child.pid,
    dataDir,
    /** Starts a window of the instance's event-loop delay (bench-loop-delay.mjs). */
    resetLoopDelay: () => ask('loop-delay:reset'),
    /** The longest and the 99th-percentile wait of the instance's event loop since the window began, in ms. */
    readLoopDelay: () => ask('loop-delay:read'),
    /** Asks the instance for a full garbage collection (bench-collect-on-signal.mjs). */
    collect() {
      if (child.exitCode === null) child.kill('SIGUSR2');
    },
    async stop() {
      stopped = true;
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      // Thousands of seeded sessions per run: the SQLite file is not worth keeping.
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
