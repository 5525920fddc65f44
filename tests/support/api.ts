import type { LightMyRequestResponse } from 'fastify';
import { jsonRequest, type TestApp } from './test-app.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A signed-in (or anonymous) client of the real app, speaking JSON through app.inject. */
export function apiClient(t: TestApp, cookie?: string) {
  const call = (method: Method, url: string, body?: unknown): Promise<LightMyRequestResponse> =>
    t.app.inject(jsonRequest(method, url, body, cookie ? { cookie } : {}));
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown = {}) => call('POST', url, body),
    patch: (url: string, body: unknown) => call('PATCH', url, body),
    put: (url: string, body: unknown) => call('PUT', url, body),
    delete: (url: string) => call('DELETE', url),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

export function errorOf(response: LightMyRequestResponse): {
  code: string;
  message: string;
  fields?: Record<string, string>;
} {
  return response.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;
}
