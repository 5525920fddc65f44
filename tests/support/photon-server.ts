import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Reply = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * A stand-in for Photon on 127.0.0.1: answers `GET /api/?q=…` in Photon's GeoJSON format (a
 * FeatureCollection of Point features with OpenStreetMap properties), or however a test tells it to.
 */
export async function startPhotonServer() {
  const requests: { url: URL; userAgent: string | undefined }[] = [];
  let reply: Reply = (_request, response) => sendJson(response, 200, photonAnswer([]));
  const server = createServer((request, response) => {
    requests.push({
      url: new URL(request.url ?? '/', 'http://photon'),
      userAgent: request.headers['user-agent'],
    });
    reply(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answerWith(next: Reply) {
      reply = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export interface PhotonPlace {
  osmType: 'N' | 'W' | 'R';
  osmId: number;
  name?: string;
  street?: string;
  housenumber?: string;
  city?: string;
  country?: string;
  lat: number;
  lon: number;
}

/** A Photon answer, as its documentation shows one. */
export function photonAnswer(places: PhotonPlace[]) {
  return {
    type: 'FeatureCollection',
    features: places.map((place) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [place.lon, place.lat] },
      properties: {
        osm_type: place.osmType,
        osm_id: place.osmId,
        osm_key: 'amenity',
        osm_value: 'cafe',
        type: 'house',
        countrycode: 'PT',
        ...(place.name ? { name: place.name } : {}),
        ...(place.street ? { street: place.street } : {}),
        ...(place.housenumber ? { housenumber: place.housenumber } : {}),
        ...(place.city ? { city: place.city } : {}),
        ...(place.country ? { country: place.country } : {}),
      },
    })),
  };
}
