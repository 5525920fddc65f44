import type { TrustProxy } from '../config.js';

/**
 * TRUST_PROXY as Fastify takes it. A hop count trusts that many addresses counted from the socket
 * (Fastify's own number option trusts none), so the client address is the entry our last proxy
 * appended to X-Forwarded-For, never one the client wrote. Addresses trust exactly those proxies.
 */
export function trustedProxies(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false || Array.isArray(trust)) return trust;
  return (_address, hop) => hop < trust;
}
