import { describe, expect, it } from 'vitest';
import { mapLinkIn } from './map-link-hosts';

describe('mapLinkIn', () => {
  it.each([
    'https://www.google.com/maps/place/Manteigaria/@38.7106,-9.1459,17z/data=!3m1!4b1!8m2!3d38.7107!4d-9.1434',
    'https://www.google.pt/maps/place/Pastéis+de+Belém/@38.6975,-9.2033,17z',
    'https://www.google.co.uk/maps/place/Dishoom/@51.5124,-0.1269,17z',
    'https://maps.google.com/?q=38.7107,-9.1434',
    'https://www.google.com/maps/search/?api=1&query=Manteigaria&query_place_id=ChIJLU7jZClu5kcR4PcOOO6p3I0',
    'https://maps.app.goo.gl/Xb8cV1Lm2Zz9Qe7y8',
    'https://goo.gl/maps/AbCdEfGh12345',
    'https://maps.apple.com/?q=Manteigaria&ll=38.7107,-9.1434',
    'https://www.openstreetmap.org/?mlat=38.7107&mlon=-9.1434#map=17/38.7100/-9.1400',
    'https://osm.org/?mlat=38.7107&mlon=-9.1434',
    'https://omaps.app/s4MnKE0BOq/Cold_War_Museum',
    'https://osmand.net/go?lat=38.7107&lon=-9.1434&z=17',
    'geo:38.7107,-9.1434;u=35?z=17',
    'geo:0,0?q=38.7107,-9.1434(Manteigaria)',
  ])('finds %s pasted alone', (link) => {
    expect(mapLinkIn(link)).toBe(link);
    expect(mapLinkIn(`  ${link}\n`)).toBe(link);
  });

  it('finds the link in a map app’s share text, without the punctuation around it', () => {
    const link = 'https://maps.app.goo.gl/Xb8cV1Lm2Zz9Qe7y8';
    expect(mapLinkIn(`Manteigaria\nRua do Loreto 2, Lisboa\n${link}`)).toBe(link);
    expect(mapLinkIn(`The best nata (${link}).`)).toBe(link);
    expect(mapLinkIn(`See https://example.com/menu then ${link}!`)).toBe(link);
  });

  it.each([
    ['another site', 'https://example.com/maps/place/Manteigaria/@38.71,-9.14,17z'],
    ['a look-alike host', 'https://google.com.evil.example/maps/@38.71,-9.14,15z'],
    ['Google outside Maps', 'https://www.google.com/search?q=manteigaria'],
    ['a goo.gl link that is not a map', 'https://goo.gl/AbCdEf'],
    ['a link with a user name', 'https://user:secret@maps.apple.com/?ll=38.7,-9.1'],
    ['javascript:', 'javascript:alert(1)//maps.google.com'],
    ['data:', 'data:text/html,<b>maps.google.com</b>'],
    ['words', 'Manteigaria, Rua do Loreto'],
    ['a link too long', `https://maps.google.com/?q=${'9'.repeat(2100)}`],
  ])('finds none in %s', (_, text) => {
    expect(mapLinkIn(text)).toBeNull();
  });
});
