// The image test's scale-out: compose.yaml's topology on the host's network. Two app containers on one
// PostgreSQL database, Debian's haproxy in front, the apps trusting that one proxy (TRUST_PROXY=1).
import { randomBytes } from 'node:crypto';
import { freePort } from '../free-port.mjs';
import * as flow from './browser-flow.mjs';
import { removeContainer, startApp, waitHealthy } from './containers.mjs';
import { createDatabase, startHaproxy, waitForBackends } from './scale-out.mjs';
import { expectDrained } from './test-one-container.mjs';

/** Three free ports, all different. */
async function threeFreePorts() {
  const ports = new Set();
  while (ports.size < 3) ports.add(await freePort());
  return /** @type {[number, number, number]} */ ([...ports]);
}

/** @param {import('./steps.mjs').ImageTest} test */
export async function testScaleOut({ run, browser, context, name }) {
  const [portA, portB, proxyPort] = await threeFreePorts();
  const address = (/** @type {number} */ port) => `http://127.0.0.1:${port}`;
  const [urlA, urlB, proxyUrl] = [address(portA), address(portB), address(proxyPort)];
  const appA = { name: name('a'), port: portA };
  const appB = { name: name('b'), port: portB };
  let socket = '';
  let tripId = '';
  let link = '';
  let heading = '';
  /** @type {import('playwright-core').Page | undefined} */
  let heldOnA;

  await run.step('scale-out: two containers on one PostgreSQL database, haproxy in front', async () => {
    const database = await createDatabase();
    run.leave('database', () => database.drop());
    const env = {
      DATABASE_URL: database.url,
      AUTH_SECRET: randomBytes(48).toString('base64url'),
      PUBLIC_URL: proxyUrl,
      TRUST_PROXY: '1',
      PLACES_PROVIDER: 'offline',
      MAP_STYLE_URL: 'offline',
    };
    for (const app of [appA, appB]) {
      run.leave(`container ${app.name}`, () => removeContainer(app.name));
      startApp({ ...app, env });
    }
    for (const app of [appA, appB]) await waitHealthy(app.name);
    const haproxy = await startHaproxy({ port: proxyPort, apps: [portA, portB] });
    run.leave('haproxy', () => haproxy.stop());
    socket = haproxy.socket;
    await waitForBackends(socket, { app1: 'UP', app2: 'UP' });
  });

  await run.step(
    'scale-out: tips through the other instance and through haproxy reach a page held on one',
    async () => {
      ({ tripId, link, heading } = await flow.ownerSharesTrip(context, proxyUrl, 'Kyoto'));
      heldOnA = await flow.openLiveTripPage(context, urlA, tripId);
      const tipOnB = 'A ryokan in Higashiyama';
      await flow.friendSendsTip(browser, link.replace(proxyUrl, urlB), { tip: tipOnB, name: 'Ken', heading });
      await flow.waitForTip(heldOnA, tipOnB);
      const tipThroughProxy = 'Fushimi Inari at dawn';
      await flow.friendSendsTip(browser, link, { tip: tipThroughProxy, name: 'Yui', heading });
      await flow.waitForTip(heldOnA, tipThroughProxy);
    },
  );

  await run.step(
    'scale-out: SIGTERM drains one instance, haproxy sends everything to the other',
    async () => {
      if (!heldOnA) throw new Error('No page is held on the first instance.');
      await flow.openLiveTripPage(context, urlB, tripId);
      expectDrained(appB.name);
      await waitForBackends(socket, { app1: 'UP', app2: 'DOWN' });
      const tipAfter = 'Nishiki market before noon';
      await flow.friendSendsTip(browser, link, { tip: tipAfter, name: 'Aoi', heading });
      await flow.waitForTip(heldOnA, tipAfter);
    },
  );
}
