import { startStandInServer } from './stand-in-server.js';

/**
 * A stand-in for Google's short-link redirector (maps.app.goo.gl) on 127.0.0.1, as MAP_LINK_RESOLVER_URL:
 * each known path answers 302 with its `Location`, as Google's does; anything else 404.
 */
export function startMapLinkRedirector(locations: Record<string, string>) {
  return startStandInServer('maps.app.goo.gl', (request, response) => {
    const location = locations[request.url.pathname];
    if (request.method === 'GET' && location) {
      response.writeHead(302, { location, 'content-type': 'text/html; charset=UTF-8' });
      response.end('<HTML><HEAD><TITLE>Moved</TITLE></HEAD><BODY>Moved</BODY></HTML>');
      return;
    }
    response.writeHead(404, { 'content-type': 'text/html' });
    response.end('Not found');
  });
}
