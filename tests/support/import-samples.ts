// Files of places as other apps write them, made from their documented or published shapes: tests keep
// no binary fixtures.

/** Google Takeout "Saved Places.json" (Maps (your places)): current shape, and one place Google has no position for. */
export const TAKEOUT_SAVED_PLACES = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    {
      geometry: { coordinates: [-9.1434, 38.7107], type: 'Point' },
      properties: {
        date: '2026-03-02T10:00:00Z',
        google_maps_url: 'http://maps.google.com/?cid=1234567890',
        location: {
          address: 'R. do Loreto 2, 1200-108 Lisboa, Portugal',
          country_code: 'PT',
          name: 'Manteigaria',
        },
        Comment: 'Custard tarts, still warm',
      },
      type: 'Feature',
    },
    {
      geometry: { coordinates: [-9.2159, 38.6916], type: 'Point' },
      properties: {
        date: '2026-03-03T10:00:00Z',
        google_maps_url: 'http://maps.google.com/?cid=2234567890',
        location: { address: 'Praça do Império, Lisboa', country_code: 'PT', name: 'Museu de Marinha' },
      },
      type: 'Feature',
    },
    {
      geometry: { coordinates: [0, 0], type: 'Point' },
      properties: {
        date: '2026-03-04T10:00:00Z',
        google_maps_url: 'http://maps.google.com/?cid=3234567890',
        location: { name: 'Torre de Belém' },
      },
      type: 'Feature',
    },
  ],
});

/** The older Takeout shape: "Title", "Location" with "Business Name" and "Geo Coordinates". */
export const TAKEOUT_SAVED_PLACES_OLD = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    {
      geometry: { coordinates: [-73.984328, 40.729379], type: 'Point' },
      properties: {
        'Google Maps URL': 'http://maps.google.com/?cid=12991812944892854045',
        Location: {
          Address: '177 1st Avenue, New York, NY 10003, United States',
          'Business Name': 'Little Tong Noodle Shop',
          'Country Code': 'US',
          'Geo Coordinates': { Latitude: '40.7293790', Longitude: '-73.9843280' },
        },
        Published: '2017-09-06T21:32:41Z',
        Title: 'Little Tong Noodle Shop',
        Updated: '2017-09-06T21:32:41Z',
      },
      type: 'Feature',
    },
  ],
});

/** A saved list from Takeout's "Saved" folder: Title, Note, URL, Comment; most links name the place only. */
export const TAKEOUT_SAVED_LIST_CSV = [
  'Title,Note,URL,Comment',
  'Time Out Market,"Go hungry, try everything",https://www.google.com/maps/place/Time+Out+Market/data=!4m2!3m1!1s0xd19347f:0x6a2,',
  'Miradouro da Senhora do Monte,,"https://www.google.com/maps/place/Miradouro/@38.7193,-9.1326,17z/data=!3m1",Sunset',
  '',
].join('\n');

/** A Google My Maps export (KML 2.2): a layer per folder, HTML in a description, a line that is not a place. */
export const MY_MAPS_KML = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2">
  <Document>
    <name>Porto weekend</name>
    <Folder>
      <name>Restaurants</name>
      <Placemark>
        <name>Cervejaria Gazela</name>
        <description><![CDATA[Cachorrinhos!<br>Cash only]]></description>
        <styleUrl>#icon-1577</styleUrl>
        <Point><coordinates>-8.6064,41.1466,0</coordinates></Point>
      </Placemark>
    </Folder>
    <Folder>
      <name>Parks</name>
      <Placemark>
        <name>Jardins do Palácio de Cristal</name>
        <Point><coordinates>
          -8.6256,41.1482,0
        </coordinates></Point>
      </Placemark>
      <Placemark>
        <name>Walk along the river</name>
        <LineString><coordinates>-8.61,41.14,0 -8.62,41.14,0</coordinates></LineString>
      </Placemark>
    </Folder>
  </Document>
</kml>
`;

/** A GPX 1.1 file of waypoints, as Organic Maps and OsmAnd export them, with a track that is not a place. */
export const WAYPOINTS_GPX = `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="OsmAnd" xmlns="http://www.topografix.com/GPX/1/1">
  <wpt lat="41.1413" lon="-8.6110"><name>Livraria Lello</name><desc>Go at opening time</desc><type>Museums</type></wpt>
  <wpt lat="41.1496" lon="-8.6109"><name>Estação de São Bento</name></wpt>
  <trk><name>Morning run</name><trkseg><trkpt lat="41.14" lon="-8.61"/></trkseg></trk>
</gpx>
`;

/** A GeoJSON of n points, for the limit on entries. */
export const geoJsonOfPoints = (count: number) =>
  JSON.stringify({
    type: 'FeatureCollection',
    features: Array.from({ length: count }, (_, i) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [2 + (i % 100) / 1000, 48 + Math.floor(i / 100) / 1000] },
      properties: { name: `Place ${i + 1}` },
    })),
  });
