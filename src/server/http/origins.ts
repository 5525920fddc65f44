import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';

/** Where users reach this install: PUBLIC_URL, or the local address a one-command install serves on. */
export function publicOrigin(config: Pick<AppConfig, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/** Whether users reach this install over HTTPS (which names the session cookie, auth/session-cookie.ts). */
export function servedOverHttps(config: Pick<AppConfig, 'publicUrl' | 'port'>): boolean {
  return publicOrigin(config).startsWith('https://');
}

/** The origin this server is reached at for a request (X-Forwarded-* only under TRUST_PROXY, via Fastify). */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Origins a browser may send unsafe requests from: the public URL and the address this request came to. */
export function allowedOrigins(publicUrl: string | undefined, request: FastifyRequest): string[] {
  const own = ownOrigin(request);
  return publicUrl && publicUrl !== own ? [publicUrl, own] : [own];
}
