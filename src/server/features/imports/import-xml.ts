import { XMLParser } from 'fast-xml-parser';
import { SyntaxValidator } from 'fast-xml-validator';
import { descriptionText } from '../../../shared/rules/description-html.js';
import { badFile, coordinate, foundPlace, type FoundPlace } from './found-place.js';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/** An element's text, whether it was written plainly or beside attributes. */
function textOf(value: unknown): string | null {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (isNode(value) && (typeof value['#text'] === 'string' || typeof value['#text'] === 'number')) {
    return String(value['#text']);
  }
  return null;
}

/** Elements nested deeper than this are refused: KML folders in folders go a few levels, GPX three. */
const MAX_DEPTH = 100;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  // The five XML entities and character references only: a file that declares entities is refused before.
  processEntities: true,
  htmlEntities: true,
  trimValues: true,
  maxNestedTags: MAX_DEPTH,
});

/** Why the parser gave up on a well-formed file, in words the owner can act on. */
function unparsedReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/nested/i.test(message)) {
    return `This file nests its elements more than ${MAX_DEPTH} levels deep, which KML and GPX files never do.`;
  }
  const name = /Invalid name: "([^"]+)"/.exec(message)?.[1];
  if (name) return `This file has an element named "${name}", which KML and GPX files never have.`;
  return `This file could not be read as KML or GPX (${message}).`;
}

/**
 * The parsed document of a KML or GPX file. A document type or an entity declaration is refused outright:
 * neither format needs one, and they are how XML files reach other files or expand without bound.
 */
export function parseXml(text: string): Node {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw badFile(
      'This file declares a document type or XML entities, which imports do not accept. Export it again from the app it came from.',
    );
  }
  try {
    SyntaxValidator.validate(text);
  } catch (error) {
    const { message, line } = error as { message: string; line?: number };
    throw badFile(`This file is not well-formed XML (line ${line ?? 1}: ${message})`);
  }
  try {
    return parser.parse(text) as Node;
  } catch (error) {
    throw badFile(unparsedReason(error));
  }
}

/** KML's "lng,lat[,alt]" of a Point, as Google My Maps and Tiplist write it. */
function kmlPoint(placemark: Node) {
  const text = textOf(isNode(placemark.Point) ? placemark.Point.coordinates : null) ?? '';
  const [first = ''] = text.trim().split(/\s+/);
  const [longitude = null, latitude = null] = first.split(',').map(coordinate);
  return { latitude, longitude };
}

/** The placemark's ExtendedData values by name (Tiplist writes the tip's words, category and place id). */
function extendedData(placemark: Node): Record<string, string | null> {
  const data: Record<string, string | null> = {};
  for (const item of listOf(isNode(placemark.ExtendedData) ? placemark.ExtendedData.Data : undefined)) {
    if (isNode(item) && typeof item['@name'] === 'string') data[item['@name']] = textOf(item.value);
  }
  return data;
}

/** Every placemark with a point, at any depth of documents and folders, labelled by its nearest folder. */
function kmlPlaces(node: Node, folder: string | null, into: FoundPlace[]): void {
  for (const placemark of listOf(node.Placemark)) {
    // Lines and shapes (routes, areas) are not places.
    if (!isNode(placemark) || !isNode(placemark.Point)) continue;
    const data = extendedData(placemark);
    into.push(
      foundPlace({
        name: textOf(placemark.name),
        note: data.text ?? descriptionText(textOf(placemark.description)),
        label: data.category ?? folder,
        ...kmlPoint(placemark),
        address: textOf(placemark.address),
        placeId: data.place_id,
      }),
    );
  }
  for (const key of ['Document', 'Folder'] as const) {
    for (const child of listOf(node[key])) {
      if (isNode(child)) kmlPlaces(child, key === 'Folder' ? (textOf(child.name) ?? folder) : folder, into);
    }
  }
}

export function readKml(root: Node): FoundPlace[] {
  const places: FoundPlace[] = [];
  kmlPlaces(root, null, places);
  return places;
}

/** GPX 1.0 and 1.1 waypoints (routes and tracks are paths, not places). */
export function readGpx(root: Node): FoundPlace[] {
  return listOf(root.wpt)
    .filter(isNode)
    .map((waypoint) =>
      foundPlace({
        name: textOf(waypoint.name),
        // Tiplist writes the tip's own words as the comment, and adds who sent it in the description.
        note: textOf(waypoint.cmt) ?? descriptionText(textOf(waypoint.desc)),
        label: textOf(waypoint.type),
        latitude: coordinate(waypoint['@lat']),
        longitude: coordinate(waypoint['@lon']),
      }),
    );
}
