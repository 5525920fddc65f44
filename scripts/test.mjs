// Every test: unit, integration on SQLite and PostgreSQL, and end-to-end in Chromium against the built app.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}. Install it with: apt-get install -y chromium fonts-liberation ` +
      '(or set CHROMIUM_PATH).',
  );
  process.exit(1);
}

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npm', ['run', 'build']);
run('npx', ['vitest', 'run', ...process.argv.slice(2)]);
