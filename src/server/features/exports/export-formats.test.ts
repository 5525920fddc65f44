import { describe, expect, it } from 'vitest';
import type { ExportList, ExportTip } from './export-list.js';
import type { ExportFormat } from '../../../shared/contracts/exports.js';
import { attachmentHeader, csvField, exportChunks } from './export-formats.js';
import { xmlText } from './export-xml.js';

const tip = (overrides: Partial<ExportTip> = {}): ExportTip => ({
  category: 'eat',
  content: 'Custard tarts & coffee',
  contributor: 'Ana',
  placeId: 'osm:N123',
  placeName: 'Manteigaria',
  placeAddress: 'Rua do Loreto 2, Lisboa',
  latitude: 38.7107,
  longitude: -9.1434,
  favourite: true,
  done: false,
  addedAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

const list = (tips: ExportTip[]): ExportList => ({
  title: 'Lisbon <3',
  link: 'https://tiplist.example/trip/t1',
  tips,
});

const file = (format: ExportFormat, tips: ExportTip[]) => [...exportChunks(format, list(tips))].join('');

describe('exported files', () => {
  it('writes a GPX 1.1 waypoint per located tip, its children in the schema order', () => {
    const gpx = file('gpx', [tip(), tip({ content: 'No place', placeName: null, latitude: null })]);
    expect(gpx).toContain('<gpx version="1.1" creator="Tiplist" xmlns="http://www.topografix.com/GPX/1/1"');
    expect(gpx).toContain(
      '<metadata><name>Lisbon &lt;3</name><link href="https://tiplist.example/trip/t1"/>',
    );
    expect(gpx.match(/<wpt /g)).toHaveLength(1);
    expect(gpx).toContain(
      '<wpt lat="38.7107" lon="-9.1434"><name>Manteigaria</name><cmt>Custard tarts &amp; coffee</cmt>' +
        '<desc>Custard tarts &amp;amp; coffee — Ana</desc>' +
        '<link href="https://tiplist.example/trip/t1"><text>Lisbon &lt;3</text></link><type>Eat</type></wpt>',
    );
    expect(gpx.trimEnd().endsWith('</gpx>')).toBe(true);
  });

  it('writes KML 2.2 with a folder per category and longitude first', () => {
    const kml = file('kml', [tip(), tip({ category: 'do', placeName: 'Tram 28', contributor: null }), tip()]);
    expect(kml.match(/<Folder>/g)).toHaveLength(2);
    expect(kml.indexOf('<name>Eat</name>')).toBeLessThan(kml.indexOf('<name>Do</name>'));
    expect(kml).toContain('<Point><coordinates>-9.1434,38.7107</coordinates></Point>');
    expect(kml).toContain('<Data name="contributor"><value>Ana</value></Data>');
    expect(kml.match(/name="contributor"/g)).toHaveLength(2);
    expect(kml).toContain('<Data name="place_id"><value>osm:N123</value></Data>');
  });

  it('writes a GeoJSON FeatureCollection that parses, longitude first', () => {
    type Collection = { type: string; features: unknown[] };
    const parse = (text: string) => JSON.parse(text) as Collection;
    const parsed = parse(file('geojson', [tip(), tip({ latitude: 91 }), tip({ placeName: '  ' })]));
    expect(parsed.type).toBe('FeatureCollection');
    expect(parsed.features).toEqual([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-9.1434, 38.7107] },
        properties: {
          name: 'Manteigaria',
          category: 'Eat',
          text: 'Custard tarts & coffee',
          contributor: 'Ana',
          address: 'Rua do Loreto 2, Lisboa',
          place_id: 'osm:N123',
          link: 'https://tiplist.example/trip/t1',
        },
      },
    ]);
    expect(parse(file('geojson', [])).features).toEqual([]);
  });

  it('writes every tip to the CSV, located or not, with a header row', () => {
    const csv = file('csv', [
      tip(),
      tip({ content: 'Say "obrigado",\nalways', placeName: null, placeId: null, done: null }),
    ]);
    const [header, first, second] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Category,Text,Place,Address,Latitude,Longitude,Place ID,Contributor,Favorite,Done,Added,Link',
    );
    expect(first).toBe(
      'Eat,Custard tarts & coffee,Manteigaria,"Rua do Loreto 2, Lisboa",38.7107,-9.1434,osm:N123,Ana,yes,no,' +
        '2026-11-25T10:00:00.000Z,https://tiplist.example/trip/t1',
    );
    expect(second).toContain('"Say ""obrigado"",');
    expect(second).toContain(',,,Ana,yes,,2026');
  });

  it('keeps a spreadsheet from running a text as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-9.1434)).toBe('-9.1434');
  });

  it('leaves out what XML cannot hold and escapes the rest', () => {
    expect(xmlText('a\u0000b\u001Fc\td <x> & "q"')).toBe('abc\td &lt;x&gt; &amp; &quot;q&quot;');
    expect(xmlText('lone \uD800 surrogate, pair 😀')).toBe('lone  surrogate, pair 😀');
  });

  it('names the file after the list, safely', () => {
    expect(attachmentHeader('Lisbon', 'gpx')).toBe(
      `attachment; filename="Lisbon.gpx"; filename*=UTF-8''Lisbon.gpx`,
    );
    expect(attachmentHeader('São Paulo "best"/\r\nX', 'kml')).toBe(
      `attachment; filename="Sao Paulo best X.kml"; filename*=UTF-8''S%C3%A3o%20Paulo%20best%20X.kml`,
    );
    expect(attachmentHeader('東京', 'csv')).toBe(
      `attachment; filename="tiplist.csv"; filename*=UTF-8''%E6%9D%B1%E4%BA%AC.csv`,
    );
    expect(attachmentHeader('..', 'csv')).toContain('filename="tiplist.csv"');
  });
});
