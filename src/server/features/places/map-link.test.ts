import { describe, expect, it } from 'vitest';
import { MAP_LINK_MAX_LENGTH, parseMapLink } from './map-link.js';

const MANTEIGARIA = { lat: 38.7107, lng: -9.1434 };

/** Link shapes as the apps share them, and the place each names. */
const PLACES: readonly (readonly [
  string,
  string,
  { name: string | null; address?: string | null; lat: number; lng: number },
])[] = [
  [
    'Google Maps place, with the pin in its data',
    'https://www.google.com/maps/place/Manteigaria/@38.7106,-9.1459,17z/data=!3m1!4b1!4m6!3m5!1s0xd19347f1e1b1b1b:0x1b1b1b1b1b1b1b1b!8m2!3d38.7107!4d-9.1434!16s%2Fg%2F11c1r7z8qv?entry=ttu',
    { name: 'Manteigaria', ...MANTEIGARIA },
  ],
  [
    'Google Maps place with its address and an encoded name',
    'https://www.google.com/maps/place/Torre+de+Bel%C3%A9m,+Av.+Bras%C3%ADlia,+1400-038+Lisboa/@38.6916,-9.2160,17z',
    { name: 'Torre de Belém', address: 'Av. Brasília, 1400-038 Lisboa', lat: 38.6916, lng: -9.216 },
  ],
  [
    'Google Maps place on another country’s site',
    'https://www.google.pt/maps/place/Pastéis+de+Belém/@38.6975,-9.2033,17z/data=!4m6!3m5!1s0x0:0x0!8m2!3d38.6975!4d-9.2032',
    { name: 'Pastéis de Belém', lat: 38.6975, lng: -9.2032 },
  ],
  [
    'Google Maps place on google.co.uk',
    'https://www.google.co.uk/maps/place/Dishoom/@51.5124,-0.1269,17z',
    { name: 'Dishoom', lat: 51.5124, lng: -0.1269 },
  ],
  [
    'Google Maps place whose name is its coordinates',
    "https://www.google.com/maps/place/38%C2%B042'38.5%22N+9%C2%B008'36.2%22W/@38.7107,-9.1434,17z/data=!3m1!4b1!4m4!3m3!8m2!3d38.7107!4d-9.1434",
    { name: null, ...MANTEIGARIA },
  ],
  [
    'Google Maps place given as decimal coordinates',
    'https://www.google.com/maps/place/38.7107,-9.1434/@38.7107,-9.1434,17z',
    { name: null, ...MANTEIGARIA },
  ],
  ['Google Maps view', 'https://www.google.com/maps/@38.7107,-9.1434,15z', { name: null, ...MANTEIGARIA }],
  ['Google Maps ?q=lat,lng', 'https://www.google.com/maps?q=38.7107,-9.1434', { name: null, ...MANTEIGARIA }],
  [
    'maps.google.com ?q=lat,lng',
    'https://maps.google.com/?q=38.7107,-9.1434',
    { name: null, ...MANTEIGARIA },
  ],
  [
    'maps.google.com ?q=NAME&ll=',
    'https://maps.google.com/maps?q=Manteigaria&ll=38.7107,-9.1434&z=17',
    { name: 'Manteigaria', ...MANTEIGARIA },
  ],
  [
    'Google Maps URL API with coordinates',
    'https://www.google.com/maps/search/?api=1&query=38.7107%2C-9.1434',
    { name: null, ...MANTEIGARIA },
  ],
  [
    'Apple Maps ?q=&ll=',
    'https://maps.apple.com/?q=Manteigaria&ll=38.7107,-9.1434',
    { name: 'Manteigaria', ...MANTEIGARIA },
  ],
  [
    'Apple Maps with an address',
    'https://maps.apple.com/?address=Rua%20do%20Loreto%202,%201200-108%20Lisboa,%20Portugal&auid=123&ll=38.7107,-9.1434&lsp=9902&q=Manteigaria',
    { name: 'Manteigaria', address: 'Rua do Loreto 2, 1200-108 Lisboa, Portugal', ...MANTEIGARIA },
  ],
  [
    'Apple Maps dropped pin',
    'https://maps.apple.com/?ll=38.7107,-9.1434&q=Dropped%20Pin',
    { name: 'Dropped Pin', ...MANTEIGARIA },
  ],
  [
    'Apple Maps place link (iOS 18)',
    'https://maps.apple.com/place?coordinate=38.7107,-9.1434&name=Manteigaria',
    { name: 'Manteigaria', ...MANTEIGARIA },
  ],
  [
    'OpenStreetMap marker',
    'https://www.openstreetmap.org/?mlat=38.7107&mlon=-9.1434#map=17/38.7100/-9.1400',
    { name: null, ...MANTEIGARIA },
  ],
  [
    'OpenStreetMap view',
    'https://www.openstreetmap.org/#map=17/38.7107/-9.1434',
    { name: null, ...MANTEIGARIA },
  ],
  [
    'OpenStreetMap node with its view',
    'https://www.openstreetmap.org/node/4711001#map=19/38.7107/-9.1434',
    { name: null, ...MANTEIGARIA },
  ],
  ['osm.org marker', 'https://osm.org/?mlat=38.7107&mlon=-9.1434', { name: null, ...MANTEIGARIA }],
  [
    'Organic Maps share link',
    'https://omaps.app/s4MnKE0BOq/Cold_War_Museum',
    { name: 'Cold War Museum', lat: 52.51744, lng: 13.3898 },
  ],
  [
    'Organic Maps share link with an encoded name',
    'https://omaps.app/o4B4pYZsRs/Zoo_Z%C3%BCrich',
    { name: 'Zoo Zürich', lat: 47.38593, lng: 8.57666 },
  ],
  [
    'Organic Maps clear coordinates',
    'https://omaps.app/38.7107,-9.1434/Manteigaria',
    { name: 'Manteigaria', ...MANTEIGARIA },
  ],
  [
    'Organic Maps ?ll=&n=',
    'https://omaps.app/map?ll=38.7107,-9.1434&n=Manteigaria',
    { name: 'Manteigaria', ...MANTEIGARIA },
  ],
  ['OsmAnd go link', 'https://osmand.net/go?lat=38.7107&lon=-9.1434&z=17', { name: null, ...MANTEIGARIA }],
  [
    'OsmAnd pin',
    'https://osmand.net/map?pin=38.7107,-9.1434#17/38.7107/-9.1434',
    { name: null, ...MANTEIGARIA },
  ],
  ['geo: URI', 'geo:38.7107,-9.1434', { name: null, ...MANTEIGARIA }],
  ['geo: URI with uncertainty and zoom', 'geo:38.7107,-9.1434;u=35?z=17', { name: null, ...MANTEIGARIA }],
  [
    'geo: URI with a labelled query',
    'geo:0,0?q=38.7107,-9.1434(Manteigaria)',
    { name: 'Manteigaria', ...MANTEIGARIA },
  ],
  ['geo: URI with a name', 'geo:38.7107,-9.1434?q=Manteigaria', { name: 'Manteigaria', ...MANTEIGARIA }],
];

describe('a pasted map link, read from the URL alone', () => {
  it('holds at least 25 real link shapes', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(25);
  });

  it.each(PLACES)('reads a %s', (_shape, link, expected) => {
    const found = parseMapLink(link);
    expect(found?.kind).toBe('place');
    if (found?.kind !== 'place') return;
    expect(found.name).toBe(expected.name);
    if ('address' in expected) expect(found.address).toBe(expected.address);
    expect(found.lat).toBeCloseTo(expected.lat, 4);
    expect(found.lng).toBeCloseTo(expected.lng, 4);
  });

  it('keeps a Google place id to be looked up when the link has no coordinates', () => {
    const link =
      'https://www.google.com/maps/search/?api=1&query=Manteigaria&query_place_id=ChIJLU7jZClu5kcR4PcOOO6p3I0';
    expect(parseMapLink(link)).toEqual({
      kind: 'google-place-id',
      name: 'Manteigaria',
      placeId: 'ChIJLU7jZClu5kcR4PcOOO6p3I0',
    });
  });

  it.each(['https://maps.app.goo.gl/Xb8cV1Lm2Zz9Qe7y8', 'https://goo.gl/maps/AbCdEfGh12345'])(
    'leaves the short link %s to be resolved',
    (link) => {
      expect(parseMapLink(link)?.kind).toBe('short');
    },
  );

  it.each([
    ['another site', 'https://example.com/maps/place/Manteigaria/@38.71,-9.14,17z'],
    ['a look-alike host', 'https://google.com.evil.example/maps/@38.71,-9.14,15z'],
    ['javascript:', 'javascript:alert(1)//https://www.google.com/maps/@38.71,-9.14,15z'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a search with no place', 'https://www.google.com/maps/search/pasteis+de+nata'],
    ['a place without coordinates', 'https://www.openstreetmap.org/node/4711001'],
    ['coordinates off the globe', 'https://www.google.com/maps?q=123.4,-9.1'],
    ['a geo: search', 'geo:0,0?q=Manteigaria'],
    ['credentials in the link', 'https://user:secret@www.google.com/maps/@38.71,-9.14,15z'],
    ['a link too long', `https://www.google.com/maps/@38.71,-9.14,15z?x=${'a'.repeat(MAP_LINK_MAX_LENGTH)}`],
    ['a 10 MB link', `https://www.google.com/maps/place/${'x'.repeat(10 * 1024 * 1024)}`],
    ['no link at all', 'Manteigaria in Lisbon'],
    ['a broken encoding', 'https://www.google.com/maps/place/%E0%A4%A/@38.71,-9.14,17z'],
  ])('refuses %s cleanly', (_case, link) => {
    const found = parseMapLink(link);
    if (found?.kind === 'place') expect(found.name).toBeNull();
    else expect(found).toBeNull();
  });
});
