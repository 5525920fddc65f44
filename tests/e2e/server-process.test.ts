import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';

const serverEntry = path.resolve('dist/node/server/main.js');

function startServer(env: Record<string, string>): {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
} {
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tiplist-proc-')),
      ...env,
    },
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

const exitOf = (child: ChildProcessWithoutNullStreams) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

async function waitUntilHealthy(url: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} never became healthy`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the server process', () => {
  it('starts with no variables but a port, and on SIGTERM finishes and exits cleanly', async () => {
    const port = await freePort();
    const { child, output } = startServer({ PORT: String(port) });
    await waitUntilHealthy(`http://127.0.0.1:${port}/api/health`);
    // The line is written once listening has started: it can reach this process after the first answer.
    await expect.poll(output).toContain('Tiplist is ready');
    const exited = exitOf(child);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output()).toContain('shutting down');
  });

  it('refuses to start with bad variables and lists each of them', async () => {
    const { child, output } = startServer({
      PORT: 'eighty',
      PUBLIC_URL: 'nowhere',
      DATABASE_URL: 'postgres://x/y',
    });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toContain('Invalid configuration');
    for (const variable of ['PORT', 'PUBLIC_URL', 'AUTH_SECRET'])
      expect(output()).toContain(`  - ${variable}:`);
  });
});
