import type { IncomingHttpHeaders } from 'node:http';

/** Node's request headers as a Web Headers object, for libraries that speak the Fetch API. */
export function toWebHeaders(nodeHeaders: IncomingHttpHeaders, skip: readonly string[] = []): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(nodeHeaders)) {
    if (value === undefined || skip.includes(name)) continue;
    for (const item of [value].flat()) headers.append(name, item);
  }
  return headers;
}
