// An HTTP proxy between sqlmap and the instance for the routes limited per account or per e-mail
// (targets.mjs, ROTATING): it swaps in a fresh identity so that sqlmap's probes are answered as a
// real client's first attempts would be, instead of with a 429 or by an account already deleted.
//   new-email       every request gets an e-mail never used before (sign-up);
//   account-email   the e-mail of a pool account (sign-in);
//   account-cookie  the session cookie of a pool account (password change, account deletion).
// A pool account is replaced after 9 requests (the tightest per-account limit is 10 an hour) and after
// any 2xx answer (the password was changed, the account deleted, or the failed sign-ins forgotten).
import { request as httpRequest, createServer } from 'node:http';
import { assertLoopback, SCAN_HOST } from './instance.mjs';
import { signUp, uniqueEmail } from './seed.mjs';
import { ROTATING_EMAIL } from './targets.mjs';

const USES_PER_ACCOUNT = 9;

/**
 * @typedef {{ email: string; cookie: string }} Account
 * @typedef {{ email?: string; account?: Account; uses?: number; spent?: boolean }} Lease
 *   The identity a request is sent with: a new e-mail, or a pool account and how much it has been used.
 */

/** @param {string} base @param {string} mode */
export async function startAccountProxy(base, mode) {
  assertLoopback(base);
  const target = new URL(base);
  /** @type {{ account: Account; uses: number; spent: boolean } | undefined} */
  let current;
  let identities = 0;

  /** @returns {Promise<Lease>} */
  async function identity() {
    if (mode === 'new-email') {
      identities += 1;
      return { email: uniqueEmail('signup') };
    }
    if (!current || current.uses >= USES_PER_ACCOUNT || current.spent) {
      current = { account: await signUp(base), uses: 0, spent: false };
      identities += 1;
    }
    current.uses += 1;
    return current;
  }

  /** @param {import('node:http').IncomingMessage} incoming @param {import('node:http').ServerResponse} outgoing */
  async function forward(incoming, outgoing) {
    /** @type {Buffer[]} */
    const chunks = [];
    for await (const chunk of incoming) chunks.push(chunk);
    const lease = await identity();
    const email = lease.email ?? /** @type {Account} */ (lease.account).email;
    const body = Buffer.from(Buffer.concat(chunks).toString('utf8').replaceAll(ROTATING_EMAIL, email));
    /** @type {import('node:http').OutgoingHttpHeaders} */
    const headers = { ...incoming.headers, host: target.host, 'content-length': String(body.length) };
    delete headers['proxy-connection'];
    if (mode === 'account-cookie') headers.cookie = /** @type {Account} */ (lease.account).cookie;
    // sqlmap asks in absolute form (http://host:port/path): only the path is kept, the host is the instance's.
    const { pathname, search } = new URL(/** @type {string} */ (incoming.url), base);
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: `${pathname}${search}`,
        headers,
      },
      (answer) => {
        const status = /** @type {number} */ (answer.statusCode);
        if (lease.account && status >= 200 && status < 300) lease.spent = true;
        outgoing.writeHead(status, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => outgoing.destroy(error));
    upstream.end(body);
  }

  const server = createServer((incoming, outgoing) => {
    forward(incoming, outgoing).catch((error) => {
      // A failed sign-up is the proxy's problem, not the route's: sqlmap sees a 502 and the run reports it.
      outgoing.writeHead(502, { 'content-type': 'text/plain' }).end(`account proxy: ${error.message}`);
    });
  });
  await new Promise((resolve) => server.listen(0, SCAN_HOST, () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://${SCAN_HOST}:${port}`,
    /** How many e-mails or accounts it has handed out. */
    identities: () => identities,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
