import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

/** As the public listener (app.ts): a client that dribbles its request is cut off, not waited for. */
const TIMEOUTS = { headersTimeout: 10_000, requestTimeout: 30_000 };

export interface MetricsListener {
  /** Listens on `host:port`; rejects when it cannot (the port taken, say). */
  listen(host: string, port: number): Promise<AddressInfo>;
  close(): Promise<void>;
}

function answer(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(text);
}

/**
 * The second listener: Prometheus's text format at `/metrics`, for GET and HEAD, and nothing else. A plain
 * node:http server rather than a route of the app, so the public port never serves it, and so nothing of
 * the app's request path (its hooks, limits, logs) counts or slows a scrape.
 */
export function metricsListener(registry: Pick<Registry, 'contentType' | 'metrics'>): MetricsListener {
  const server: Server = createServer(TIMEOUTS, (request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (path !== METRICS_PATH) return answer(response, 404, 'Not found: metrics are at /metrics.\n');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return answer(response, 405, 'Metrics are read with GET.\n', { allow: 'GET, HEAD' });
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, {
          'content-type': registry.contentType,
          'content-length': Buffer.byteLength(text),
          'cache-control': 'no-store',
        });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => answer(response, 500, `Metrics could not be collected: ${String(error)}\n`),
    );
  });
  return {
    listen: (host, port) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve(server.address() as AddressInfo);
        });
      }),
    close: () =>
      new Promise((resolve) => {
        if (!server.listening) return resolve();
        // A scraper keeps its connection open between scrapes: close() waits only for answers under way.
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
