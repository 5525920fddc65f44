// The built server on a free port with a throwaway data directory, as `npm start` would run it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../free-port.mjs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** @param {string} root */
export async function startServer(root) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tiplist-lighthouse-'));
  const child = spawn(process.execPath, ['dist/node/server/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      MAP_STYLE_URL: 'offline',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      if (attempt > 300) {
        await stop();
        throw new Error('The server did not start within 30 seconds.');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
