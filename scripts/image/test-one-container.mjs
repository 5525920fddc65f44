// The image test's single install: one container, read-only, its data on a volume; then a new container
// on the same volume.
import { freePort } from '../free-port.mjs';
import * as flow from './browser-flow.mjs';
import {
  createVolume,
  execIn,
  execWithErrors,
  logsOf,
  removeContainer,
  removeVolume,
  startApp,
  stopApp,
  waitHealthy,
} from './containers.mjs';

const SERVER = 'node dist/node/server/main.js';
const TIP = 'Sunset at Miradouro da Senhora do Monte';

/** Draws text in four scripts with sharp, as server-drawn images will, and says how long it took. */
const DRAW_TEXT = `import('sharp').then(async ({ default: sharp }) => {
  const started = Date.now();
  const { info } = await sharp({ text: { text: 'Zürich 東京 서울 القاهرة', dpi: 150 } }).png().toBuffer({ resolveWithObject: true });
  console.log(JSON.stringify({ width: info.width, ms: Date.now() - started }));
})`;

/** Prepares and drops many statements: better-sqlite3 built against the wrong headers aborts here. */
const COLLECT_STATEMENTS = `const Database = require('better-sqlite3');
const db = new Database(':memory:');
for (let i = 0; i < 100000; i += 1) db.prepare('select ' + i).get();
console.log('collected');`;

/** Fails unless the container stopped on SIGTERM, cleanly and promptly. @param {string} name */
export function expectDrained(name) {
  const { ms, exitCode } = stopApp(name);
  if (exitCode !== 0 || ms > 8_000 || !logsOf(name).includes('shutting down')) {
    throw new Error(
      `${name} did not stop cleanly on SIGTERM (exit ${exitCode} after ${ms} ms):\n${logsOf(name)}`,
    );
  }
  console.log(`  ${name} stopped on SIGTERM in ${ms} ms, exit 0`);
}

/** @param {import('./steps.mjs').ImageTest} test */
export async function testOneContainer({ run, browser, context, name }) {
  const volume = name('data');
  const [port, metricsPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${port}`;
  const env = {
    PUBLIC_URL: url,
    PLACES_PROVIDER: 'offline',
    MAP_STYLE_URL: 'offline',
    METRICS_PORT: String(metricsPort),
  };
  const first = name('one');
  const second = name('two');
  let tripId = '';

  await run.step('read-only container with a volume: healthy, not root, node is PID 1, metrics', async () => {
    createVolume(volume);
    run.leave(`volume ${volume}`, () => removeVolume(volume));
    run.leave(`container ${first}`, () => removeContainer(first));
    startApp({ name: first, port, volume, env });
    await waitHealthy(first);
    const uid = execIn(first, ['id', '-u']);
    const pid1 = execIn(first, ['cat', '/proc/1/cmdline']).split('\0').filter(Boolean).join(' ');
    if (uid === '0') throw new Error('The server runs as root.');
    if (pid1 !== SERVER) throw new Error(`PID 1 is "${pid1}", not "${SERVER}".`);
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    if (!metrics.includes('# TYPE process_cpu_user_seconds_total counter')) {
      throw new Error(`No process metrics on METRICS_PORT:\n${metrics.slice(0, 500)}`);
    }
    console.log(`  healthy; uid ${uid}; PID 1: ${pid1}; metrics on their own port`);
  });

  await run.step('fonts for Latin, CJK and Arabic; sharp draws text; statements are collected safely', () => {
    for (const lang of ['en', 'ja', 'zh-cn', 'ko', 'ar']) {
      const families = execIn(first, ['fc-list', `:lang=${lang}`, 'family'])
        .split('\n')
        .filter(Boolean);
      if (families.length === 0) throw new Error(`No font covers ${lang} (fc-list :lang=${lang}).`);
      console.log(`  ${lang}: ${families.length} families, e.g. ${families[0]}`);
    }
    const drawn = execWithErrors(first, ['node', '-e', DRAW_TEXT]);
    if (drawn.stderr) throw new Error(`Drawing text complained on a read-only filesystem:\n${drawn.stderr}`);
    console.log(`  sharp drew text: ${drawn.stdout}`);
    console.log(`  better-sqlite3: ${execIn(first, ['node', '-e', COLLECT_STATEMENTS])}`);
  });

  await run.step(
    'browser: sign up, create a trip, a friend’s tip shows live on the owner’s page',
    async () => {
      const { link, heading, ...shared } = await flow.ownerSharesTrip(context, url, 'Lisbon');
      tripId = shared.tripId;
      const ownerPage = await flow.openLiveTripPage(context, url, tripId);
      await flow.friendSendsTip(browser, link, { tip: TIP, name: 'Ana', heading });
      await flow.waitForTip(ownerPage, TIP);
      if (!(await flow.drawnWithTip(context, url, tripId, TIP))) {
        throw new Error(
          'The server sent the trip page undrawn: a package of dist/ssr is missing from the image.',
        );
      }
    },
  );

  await run.step(
    'a new container on the same volume: the trip, its tip and the session are still there',
    async () => {
      expectDrained(first);
      removeContainer(first);
      run.leave(`container ${second}`, () => removeContainer(second));
      startApp({ name: second, port, volume, env });
      await waitHealthy(second);
      const page = await flow.openLiveTripPage(context, url, tripId);
      await page.getByRole('heading', { level: 1, name: 'Lisbon' }).waitFor();
      await flow.waitForTip(page, TIP);
      expectDrained(second);
    },
  );
}
