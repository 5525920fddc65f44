import { describe, expect, it } from 'vitest';
import {
  geoJsonOfPoints,
  MY_MAPS_KML,
  TAKEOUT_SAVED_LIST_CSV,
  TAKEOUT_SAVED_PLACES,
  TAKEOUT_SAVED_PLACES_OLD,
  WAYPOINTS_GPX,
} from '../../../../tests/support/import-samples.js';
import { AppError } from '../../errors.js';
import { positionInMapsUrl } from './import-csv.js';
import { readImportFile } from './read-import-file.js';

const read = (text: string) => readImportFile(Buffer.from(text, 'utf8'));
const refusal = (text: string | Buffer) => {
  try {
    readImportFile(typeof text === 'string' ? Buffer.from(text, 'utf8') : text);
  } catch (error) {
    if (error instanceof AppError) return `${error.statusCode} ${error.message}`;
    throw error;
  }
  throw new Error('the file was accepted');
};

describe('reading an imported file', () => {
  it('reads a Google Takeout saved-places file, with no position where Google writes 0, 0', () => {
    const { format, places } = read(TAKEOUT_SAVED_PLACES);
    expect(format).toBe('geojson');
    expect(places).toEqual([
      expect.objectContaining({ name: 'Manteigaria', note: 'Custard tarts, still warm', latitude: 38.7107 }),
      expect.objectContaining({
        name: 'Museu de Marinha',
        address: 'Praça do Império, Lisboa',
        longitude: -9.2159,
      }),
      expect.objectContaining({ name: 'Torre de Belém', latitude: null, longitude: null }),
    ]);
    expect(read(TAKEOUT_SAVED_PLACES_OLD).places).toEqual([
      expect.objectContaining({
        name: 'Little Tong Noodle Shop',
        address: '177 1st Avenue, New York, NY 10003, United States',
        latitude: 40.729379,
        longitude: -73.984328,
      }),
    ]);
  });

  it('reads a saved-list CSV, taking the position from a link that has one', () => {
    const { format, places } = read(TAKEOUT_SAVED_LIST_CSV);
    expect(format).toBe('csv');
    expect(places).toEqual([
      expect.objectContaining({ name: 'Time Out Market', note: 'Go hungry, try everything', latitude: null }),
      expect.objectContaining({ name: 'Miradouro da Senhora do Monte', note: 'Sunset', latitude: 38.7193 }),
    ]);
  });

  it('reads a My Maps KML: placemarks with a point, labelled by their folder, HTML as text', () => {
    const { format, places } = read(MY_MAPS_KML);
    expect(format).toBe('kml');
    expect(places).toEqual([
      expect.objectContaining({
        name: 'Cervejaria Gazela',
        note: 'Cachorrinhos!\nCash only',
        label: 'Restaurants',
      }),
      expect.objectContaining({
        name: 'Jardins do Palácio de Cristal',
        label: 'Parks',
        latitude: 41.1482,
        longitude: -8.6256,
      }),
    ]);
  });

  it('reads the waypoints of a GPX file and leaves its tracks', () => {
    const { format, places } = read(WAYPOINTS_GPX);
    expect(format).toBe('gpx');
    expect(places.map((place) => [place.name, place.label, place.latitude])).toEqual([
      ['Livraria Lello', 'Museums', 41.1413],
      ['Estação de São Bento', null, 41.1496],
    ]);
  });

  it('finds a position in the ways Google Maps links carry one', () => {
    expect(positionInMapsUrl('https://www.google.com/maps/place/X/@38.7,-9.1,17z')).toEqual({
      latitude: 38.7,
      longitude: -9.1,
    });
    expect(positionInMapsUrl('https://www.google.com/maps/place/X/data=!3d38.71!4d-9.14')).toEqual({
      latitude: 38.71,
      longitude: -9.14,
    });
    expect(positionInMapsUrl('http://maps.google.com/?q=40.786627,-73.975535')).toEqual({
      latitude: 40.786627,
      longitude: -73.975535,
    });
    expect(positionInMapsUrl('https://www.google.com/maps/place/X/data=!4m2!3m1!1s0x1:0x2')).toBeNull();
  });

  it.each([
    [
      'a document type',
      '<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY e "x">]><kml><Placemark><name>&e;</name></Placemark></kml>',
      'declares a document type or XML entities',
    ],
    [
      'an external entity',
      '<!DOCTYPE gpx SYSTEM "file:///etc/passwd"><gpx/>',
      'declares a document type or XML entities',
    ],
    ['XML that is not well-formed', '<kml><Document><Placemark></Document></kml>', 'not well-formed XML'],
    ['XML of another kind', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'neither KML nor GPX'],
    ['JSON that is not valid', '{"type": "FeatureCollection", ', 'not valid JSON'],
    ['JSON that is not GeoJSON', '{"places": []}', 'not GeoJSON'],
    ['plain text', 'Just some notes about Lisbon', 'not one Tiplist can import'],
    ['a CSV without a name column', 'a,b\n1,2\n', 'no column of names'],
    ['a file of nothing', '{"type":"FeatureCollection","features":[]}', 'holds no places'],
    [
      'a latitude off the globe',
      geoJsonOfPoints(1).replace('[2,48]', '[2,91]'),
      'Entry 1 (Place 1) has coordinates off the globe',
    ],
    [
      'a longitude off the globe',
      '<gpx><wpt lat="10" lon="180.5"><name>Far</name></wpt></gpx>',
      'Entry 1 (Far) has coordinates off the globe',
    ],
    [
      'a coordinate that is not a number',
      'Name,Latitude,Longitude\nSomewhere,north,10\n',
      'Entry 1 (Somewhere) has a latitude or longitude that is not a number',
    ],
    ['a quoted field never closed', 'Title,Note\n"Open,note\n', 'ends inside a quoted field'],
  ])('refuses %s', (_, text, message) => {
    expect(refusal(text)).toMatch(new RegExp(`^400 .*${message.replace(/[()]/g, '\\$&')}`));
  });

  it('refuses a file that is not UTF-8 text', () => {
    expect(refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe]))).toMatch(
      /^400 .*not UTF-8 text/,
    );
  });

  it('takes as many places as a list holds and refuses one more', () => {
    expect(read(geoJsonOfPoints(1_000)).places).toHaveLength(1_000);
    expect(refusal(geoJsonOfPoints(1_001))).toBe(
      '400 This file holds 1,001 places; an import takes at most 1,000. Split it into smaller files.',
    );
  });
});
