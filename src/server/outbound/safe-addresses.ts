import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name has; injected in tests, so that no test asks a real name server. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export const resolveWithSystem: ResolveHost = async (hostname) => {
  const found = await lookup(hostname, { all: true, verbatim: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/**
 * Whether an address is one of the public internet's: ipaddr.js names every special range (private,
 * loopback, link-local, unique local, carrier-grade NAT, multicast, reserved, unspecified, documentation,
 * 6to4, Teredo, NAT64…) and calls only what is left "unicast". An IPv4 address written as IPv6
 * (::ffff:10.0.0.1) is judged as the IPv4 address it reaches (decision 061).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** The address a URL's host names, when it names one itself (brackets of IPv6 taken off). */
export function literalAddress(hostname: string): ResolvedAddress | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return { address: bare, family: 4 };
  if (ipaddr.IPv6.isValid(bare)) return { address: bare, family: 6 };
  return null;
}

/** An address this server does not send to: its URL as written, or where its host points (decision 061). */
export class RefusedAddressError extends Error {}

/**
 * The one address a request to this host may connect to: every address the host resolves to must be
 * public, else none is used, because a name that also points inside could be answered either way on the
 * next lookup (DNS rebinding). The request then connects to the address checked here, and to no other.
 */
export async function checkedAddress(
  hostname: string,
  { allowPrivate, resolve, subject }: { allowPrivate: boolean; resolve: ResolveHost; subject: string },
): Promise<ResolvedAddress> {
  const literal = literalAddress(hostname);
  const addresses = literal ? [literal] : await resolveOrExplain(hostname, resolve, subject);
  const first = addresses[0];
  if (!first) throw new RefusedAddressError(`The ${subject}’s host name has no address.`);
  if (!allowPrivate && !addresses.every(({ address }) => isPublicAddress(address))) {
    throw new RefusedAddressError(
      `The ${subject}’s address is a private, local or reserved one; only public addresses are allowed.`,
    );
  }
  return first;
}

async function resolveOrExplain(
  hostname: string,
  resolve: ResolveHost,
  subject: string,
): Promise<ResolvedAddress[]> {
  try {
    return await resolve(hostname);
  } catch {
    throw new RefusedAddressError(`The ${subject}’s host name could not be found.`);
  }
}
