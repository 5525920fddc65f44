import { CATEGORY_TITLES } from '../../../shared/categories.js';
import { descriptionHtml } from '../../../shared/rules/description-html.js';
import { describeTip, isLocated, type ExportList } from './export-list.js';

// XML 1.0 allows tab, line feed and carriage return below U+0020, and no unpaired surrogates or U+FFFE/F:
// a tip holding one would make the whole file unreadable, so such characters are left out.
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text for an XML element or a double-quoted attribute. */
export function xmlText(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const element = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;

/**
 * GPX 1.1 (topografix.com/GPX/1/1/gpx.xsd): one waypoint per located tip, its children in the schema's
 * order (name, cmt: the tip's words, desc: with who sent them as HTML, link, type), as OsmAnd, Organic Maps and QGIS
 * read them.
 */
export function* gpxChunks(list: ExportList): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n';
  yield '<gpx version="1.1" creator="Tiplist" xmlns="http://www.topografix.com/GPX/1/1" ';
  yield 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ';
  yield 'xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">\n';
  yield `  <metadata>${element('name', list.title)}<link href="${xmlText(list.link)}"/></metadata>\n`;
  for (const tip of list.tips) {
    if (!isLocated(tip)) continue;
    yield `  <wpt lat="${tip.latitude}" lon="${tip.longitude}">`;
    yield element('name', tip.placeName);
    yield element('cmt', tip.content);
    yield element('desc', descriptionHtml(describeTip(tip)));
    yield `<link href="${xmlText(list.link)}">${element('text', list.title)}</link>`;
    yield `${element('type', CATEGORY_TITLES[tip.category])}</wpt>\n`;
  }
  yield '</gpx>\n';
}

/**
 * KML 2.2 (OGC 07-147r2): a folder per category, which Google My Maps imports as layers, each located tip a
 * placemark with its text, category, contributor and link as extended data.
 */
export function* kmlChunks(list: ExportList): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">\n<Document>';
  yield `${element('name', list.title)}\n`;
  const located = list.tips.filter(isLocated);
  const categories = [...new Set(located.map((tip) => tip.category))];
  for (const category of categories) {
    yield `<Folder>${element('name', CATEGORY_TITLES[category])}\n`;
    for (const tip of located) {
      if (tip.category !== category) continue;
      yield `<Placemark>${element('name', tip.placeName)}${element('description', descriptionHtml(describeTip(tip)))}`;
      yield '<ExtendedData>';
      yield `<Data name="category">${element('value', CATEGORY_TITLES[category])}</Data>`;
      yield `<Data name="text">${element('value', tip.content)}</Data>`;
      if (tip.contributor) yield `<Data name="contributor">${element('value', tip.contributor)}</Data>`;
      if (tip.placeId) yield `<Data name="place_id">${element('value', tip.placeId)}</Data>`;
      yield `<Data name="link">${element('value', list.link)}</Data>`;
      yield '</ExtendedData>';
      yield `<Point><coordinates>${tip.longitude},${tip.latitude}</coordinates></Point></Placemark>\n`;
    }
    yield '</Folder>\n';
  }
  yield '</Document>\n</kml>\n';
}
