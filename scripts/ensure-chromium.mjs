// Makes sure the Chromium the end-to-end tests drive is installed: Debian's package, installed with apt-get when
// we run as root, otherwise a message saying what to run. Nothing here downloads a browser any other way.
// Used by `npm test` (scripts/test.mjs) and CI (.ci/run). Usage: node scripts/ensure-chromium.mjs
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_PACKAGES = ['chromium', 'fonts-liberation', 'fonts-noto-color-emoji'];

const installCommand = `apt-get install -y ${CHROMIUM_PACKAGES.join(' ')}`;

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

/** @param {string[]} args */
function aptGet(args) {
  console.log(`$ apt-get ${args.join(' ')}`);
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/**
 * Returns the path of the Chromium to use, installing Debian's when it is missing and we may (root, apt-get).
 * Prints what to do and returns undefined when Chromium is missing and cannot be installed here.
 */
export function ensureChromium(chromium = process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM) {
  if (existsSync(chromium)) return chromium;

  if (chromium !== DEBIAN_CHROMIUM) {
    console.error(
      `CHROMIUM_PATH is ${chromium}, which does not exist.\n` +
        "Point CHROMIUM_PATH at a Chromium or Chrome binary, or unset it to use Debian's Chromium " +
        `(${DEBIAN_CHROMIUM}), which \`npm test\` installs itself when run as root.`,
    );
    return undefined;
  }

  const isRoot = process.getuid?.() === 0;
  const aptAvailable = hasAptGet();
  if (isRoot && aptAvailable) {
    console.log(`Chromium is missing at ${chromium}; installing Debian's ${CHROMIUM_PACKAGES.join(', ')}.`);
    const args = ['install', '-y', ...CHROMIUM_PACKAGES];
    if (!aptGet(args)) {
      console.log('Installing failed; refreshing the package lists and trying again.');
      if (!aptGet(['update']) || !aptGet(args)) {
        console.error(
          `Could not install Chromium with apt-get (see above). Fix that, then run: ${installCommand}`,
        );
        return undefined;
      }
    }
    if (existsSync(chromium)) {
      console.log(`Chromium installed at ${chromium}.`);
      return chromium;
    }
    console.error(
      `apt-get finished but ${chromium} still does not exist; set CHROMIUM_PATH to your Chromium.`,
    );
    return undefined;
  }

  const how = aptAvailable
    ? `Install Debian's Chromium and fonts (as root), then run the tests again:\n` +
      `  sudo apt-get update && sudo ${installCommand}`
    : "apt-get is not available here: install Chromium with your system's package manager.";
  console.error(
    `Chromium was not found at ${chromium}; the end-to-end tests drive it.\n${how}\n` +
      'Or set CHROMIUM_PATH to an existing Chromium or Chrome binary, e.g. CHROMIUM_PATH=/path/to/chromium npm test',
  );
  return undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!ensureChromium()) process.exit(1);
}
