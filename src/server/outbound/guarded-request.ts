import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  checkedAddress,
  RefusedAddressError,
  resolveWithSystem,
  type ResolvedAddress,
  type ResolveHost,
} from './safe-addresses.js';

export interface OutgoingRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string | number>;
  body?: string;
}

export interface GuardOptions {
  /** What the request is for, as its errors name it: "webhook", "link". */
  subject: string;
  /** http, and private and local addresses, are allowed too (decision 061). */
  allowPrivate: boolean;
  /** For everything: the name's lookup, connecting, sending and the answer. */
  timeoutMs: number;
  resolve?: ResolveHost | undefined;
  /** Told the address a socket is about to be opened to, before it is opened. */
  onConnect?: ((address: string) => void) | undefined;
}

export interface GuardedAnswer {
  status: number;
  reason: string;
  /** The `Location` a redirect names, unfollowed. */
  location: string | null;
}

/** Only the status and headers matter; a service answering at length is not listened to past this. */
const ANSWER_BYTES_READ = 4096;

/**
 * One request to a URL a user gave (decision 061): every address of its host public (unless allowed
 * otherwise), the socket opened to the address that was checked, redirects not followed, and one deadline
 * for all of it. Throws an Error whose message says in a sentence what went wrong, naming neither the URL
 * nor an address the host resolved to.
 */
export async function guardedRequest(
  url: URL,
  outgoing: OutgoingRequest,
  options: GuardOptions,
): Promise<GuardedAnswer> {
  const { subject, timeoutMs } = options;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  try {
    const address = await beforeDeadline(
      checkedAddress(url.hostname, {
        allowPrivate: options.allowPrivate,
        resolve: options.resolve ?? resolveWithSystem,
        subject,
      }),
      deadline.signal,
    );
    options.onConnect?.(address.address);
    return await send(url, outgoing, address, deadline.signal, subject);
  } catch (error) {
    if (deadline.signal.aborted) {
      throw new Error(`The ${subject} did not answer within ${Math.round(timeoutMs / 100) / 10} s.`);
    }
    throw error instanceof RefusedAddressError || isOurs(error) ? error : connectionProblem(error, subject);
  } finally {
    clearTimeout(timer);
  }
}

const ourErrors = new WeakSet<object>();
function isOurs(error: unknown): boolean {
  return typeof error === 'object' && error !== null && ourErrors.has(error);
}

function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * One request on a socket of its own (no agent, so no pooled socket reaches another address), connected to
 * the checked address only: the lookup the socket asks for answers with it. TLS still names and checks
 * the URL's host, because the request's host stays the URL's.
 */
function send(
  url: URL,
  { method, headers, body }: OutgoingRequest,
  address: ResolvedAddress,
  signal: AbortSignal,
  subject: string,
): Promise<GuardedAnswer> {
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
  const options: RequestOptions = {
    method,
    protocol: url.protocol,
    hostname: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    auth: url.username
      ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`
      : undefined,
    headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
    agent: false,
    lookup: pinned,
    signal,
  };
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<GuardedAnswer>((resolve, reject) => {
    const outgoing = request(options, (response) => {
      readLittle(response, () =>
        resolve({
          status: response.statusCode ?? 0,
          reason: response.statusMessage ?? '',
          location: typeof response.headers.location === 'string' ? response.headers.location : null,
        }),
      );
    });
    outgoing.on('socket', (socket) => {
      socket.once('connect', () => {
        if (socket.remoteAddress && !sameAddress(socket.remoteAddress, address.address)) {
          outgoing.destroy(
            mark(new Error(`The ${subject}’s connection went to an address that was not checked.`)),
          );
        }
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Reads at most a few KB of the answer, then lets the socket go. */
function readLittle(response: IncomingMessage, onDone: () => void) {
  let read = 0;
  let isDone = false;
  const done = () => {
    if (isDone) return;
    isDone = true;
    onDone();
  };
  response.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > ANSWER_BYTES_READ) {
      response.destroy();
      done();
    }
  });
  response.on('end', done);
  response.on('error', done);
}

function sameAddress(a: string, b: string): boolean {
  const bare = (text: string) => text.toLowerCase().replace(/^::ffff:/, '');
  return bare(a) === bare(b);
}

function mark(error: Error): Error {
  ourErrors.add(error);
  return error;
}

/** Node's connection errors, in words a person can act on and without the address they carry. */
function connectionProblem(error: unknown, subject: string): Error {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  if (code === 'ECONNREFUSED') return new Error(`The ${subject}’s server refused the connection.`);
  if (code === 'ECONNRESET' || code === 'EPIPE')
    return new Error(`The ${subject}’s server closed the connection.`);
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH')
    return new Error(`The ${subject}’s server cannot be reached.`);
  if (code.startsWith('ERR_TLS') || code.includes('CERT') || code === 'DEPTH_ZERO_SELF_SIGNED_CERT') {
    return new Error(`The ${subject}’s certificate is not valid for its address.`);
  }
  return new Error(`The ${subject} could not be reached.`);
}
