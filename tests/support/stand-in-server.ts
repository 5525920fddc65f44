import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a stand-in server saw it: the body parsed as JSON (undefined when none, or not JSON). */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export type StandInReply = (request: RecordedRequest, response: ServerResponse) => void;

/**
 * An HTTP server on 127.0.0.1 standing in for an external service: it records every request and answers
 * however the test says (`answerWith`); a reply that never answers stands for a service that hangs.
 */
export async function startStandInServer(host: string, firstReply: StandInReply) {
  const requests: RecordedRequest[] = [];
  let reply = firstReply;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      const recorded = {
        method: request.method ?? 'GET',
        url: new URL(request.url ?? '/', `http://${host}`),
        headers: request.headers,
        body,
      };
      requests.push(recorded);
      reply(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answerWith(next: StandInReply) {
      reply = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
