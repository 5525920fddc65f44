// Makes sure the Chromium the end-to-end tests drive is installed: Debian's package, installed with apt-get when
// we run as root, otherwise a message saying what to run. Nothing here downloads a browser any other way.
// Used by `npm test` (scripts/test.mjs) and CI (.ci/run). Usage: node scripts/ensure-chromium.mjs
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
// Noto core and CJK draw the Arabic and Japanese pages the tests look at (decision 068).
export const CHROMIUM_PACKAGES = [
  'chromium',
  'fonts-liberation',
  'fonts-noto-color-emoji',
  'fonts-noto-core',
  'fonts-noto-cjk',
];

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

/** The packages of CHROMIUM_PACKAGES dpkg does not list as installed (none where there is no dpkg). */
function missingPackages() {
  if (spawnSync('sh', ['-c', 'command -v dpkg-query'], { stdio: 'ignore' }).status !== 0) return [];
  return CHROMIUM_PACKAGES.filter((name) => {
    const status = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
    return !status.stdout?.includes('install ok installed');
  });
}

/** Installs the fonts the pages are drawn with when they are missing and we may; warns when we may not. */
function ensureFonts() {
  const missing = missingPackages().filter((name) => name !== 'chromium');
  if (missing.length === 0) return;
  if (process.getuid?.() === 0 && hasAptGet()) {
    const args = ['install', '-y', ...missing];
    if (aptGet(args) || (aptGet(['update']) && aptGet(args))) return;
  }
  console.warn(
    `Some fonts the tests draw pages with are missing (${missing.join(', ')}): apt-get install -y ${missing.join(' ')}`,
  );
}

/**
 * Returns the path of the Chromium to use, installing Debian's when it is missing and we may (root, apt-get),
 * and the fonts its pages are drawn with. Prints what to do and returns undefined when Chromium is missing
 * and cannot be installed here.
 */
export function ensureChromium(chromium = process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM) {
  if (existsSync(chromium)) {
    ensureFonts();
    return chromium;
  }

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
