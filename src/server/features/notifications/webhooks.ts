import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { WebhookFormat } from '../../db/tables.js';
import type { BatchNotice } from './batch-notice.js';
import {
  checkedAddress,
  RefusedAddressError,
  resolveWithSystem,
  type ResolvedAddress,
  type ResolveHost,
} from './safe-addresses.js';
import { webhookRequest } from './webhook-bodies.js';
import { webhookUrlProblem } from '../../../shared/rules/webhook-urls.js';

export interface WebhookTarget {
  url: string;
  format: WebhookFormat;
}

export interface WebhookOptions {
  /** WEBHOOK_ALLOW_PRIVATE: http, and private and local addresses, are allowed too (decision 061). */
  allowPrivate: boolean;
  /** For everything: the name's lookup, connecting, sending and the answer. */
  timeoutMs?: number;
  resolve?: ResolveHost;
  /** Told the address a socket is about to be opened to, before it is opened. */
  onConnect?: (address: string) => void;
}

export const WEBHOOK_TIMEOUT_MS = 5000;
/** Only the status matters; a service answering at length is not listened to past this. */
const ANSWER_BYTES_READ = 4096;
const USER_AGENT = 'Tiplist (self-hosted travel tips) notifications';

/**
 * Posts a notice to an owner's webhook, or throws an Error whose message says in a sentence what went
 * wrong: it is shown in the owner's Notifications card, so it names neither the URL (which may hold a
 * token) nor an address the host resolved to. Server-side requests to URLs a user gives are guarded
 * (decision 061): https only, every address of the host public, the socket opened to the address that was
 * checked, redirects not followed, and one deadline for all of it.
 */
export async function sendWebhook(
  target: WebhookTarget,
  notice: BatchNotice,
  options: WebhookOptions,
): Promise<void> {
  const problem = webhookUrlProblem(target.url, { allowHttp: options.allowPrivate });
  if (problem) throw new RefusedAddressError(problem);
  const { url, body } = webhookRequest(new URL(target.url), target.format, notice);
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const answer = await withDeadline(timeoutMs, async (signal) => {
    const address = await beforeDeadline(
      checkedAddress(url.hostname, {
        allowPrivate: options.allowPrivate,
        resolve: options.resolve ?? resolveWithSystem,
      }),
      signal,
    );
    options.onConnect?.(address.address);
    return post(url, body, address, signal);
  });
  if (answer.status >= 300 && answer.status < 400) {
    throw new Error(`The webhook answered with a redirect (${answer.status}), which is not followed.`);
  }
  if (answer.status < 200 || answer.status >= 300) {
    const reason = answer.reason
      .replace(/[^\x20-\x7e]/g, '')
      .slice(0, 60)
      .trim();
    throw new Error(`The webhook answered ${answer.status}${reason ? ` ${reason}` : ''}.`);
  }
}

/** One deadline for the lookup, the connection and the answer; when it passes, the request is abandoned. */
async function withDeadline<T>(timeoutMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  try {
    return await work(deadline.signal);
  } catch (error) {
    if (deadline.signal.aborted) {
      throw new Error(`The webhook did not answer within ${Math.round(timeoutMs / 100) / 10} s.`);
    }
    throw error instanceof RefusedAddressError || isOurs(error) ? error : connectionProblem(error);
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

interface Answer {
  status: number;
  reason: string;
}

/**
 * One POST on a socket of its own (no agent, so no pooled socket reaches another address), connected to
 * the checked address only: the lookup the socket asks for answers with it. TLS still names and checks
 * the URL's host, because the request's host stays the URL's.
 */
function post(url: URL, body: string, address: ResolvedAddress, signal: AbortSignal): Promise<Answer> {
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
  const options: RequestOptions = {
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    auth: url.username
      ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`
      : undefined,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'user-agent': USER_AGENT,
    },
    agent: false,
    lookup: pinned,
    signal,
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = send(options, (response) => {
      readLittle(response, () =>
        resolve({ status: response.statusCode ?? 0, reason: response.statusMessage ?? '' }),
      );
    });
    outgoing.on('socket', (socket) => {
      socket.once('connect', () => {
        if (socket.remoteAddress && !sameAddress(socket.remoteAddress, address.address)) {
          outgoing.destroy(
            mark(new Error('The webhook’s connection went to an address that was not checked.')),
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

/** Node's connection errors, in words an owner can act on and without the address they carry. */
function connectionProblem(error: unknown): Error {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  if (code === 'ECONNREFUSED') return new Error('The webhook’s server refused the connection.');
  if (code === 'ECONNRESET' || code === 'EPIPE')
    return new Error('The webhook’s server closed the connection.');
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH')
    return new Error('The webhook’s server cannot be reached.');
  if (code.startsWith('ERR_TLS') || code.includes('CERT') || code === 'DEPTH_ZERO_SELF_SIGNED_CERT') {
    return new Error('The webhook’s certificate is not valid for its address.');
  }
  return new Error('The webhook could not be reached.');
}
