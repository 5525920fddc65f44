import { badFile, coordinate, foundPlace, type FoundPlace } from './found-place.js';

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks; CRLF or LF ends a row. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (quoted) throw badFile('This CSV file ends inside a quoted field: it may have been cut short.');
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

// Column names as Google's saved lists (Title, Note, URL, Comment), Tiplist's own CSV and common tools write them.
const COLUMNS = {
  name: ['title', 'name', 'place', 'place name'],
  note: ['text', 'note', 'notes', 'comment', 'description'],
  comment: ['comment'],
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'lng', 'lon', 'long'],
  label: ['category', 'type'],
  address: ['address'],
  placeId: ['place id', 'place_id'],
  url: ['url', 'google maps url', 'link'],
} as const;

const NUMBER = '(-?\\d{1,3}(?:\\.\\d+)?)';
/** Where a Google Maps link keeps a position, most precise first; made once, read for every row. */
const MAPS_URL_POSITIONS = [
  new RegExp(`!3d${NUMBER}!4d${NUMBER}`),
  new RegExp(`@${NUMBER},${NUMBER}`),
  new RegExp(`[?&](?:q|query|ll)=${NUMBER},\\s*${NUMBER}`),
  new RegExp(`/search/${NUMBER},\\s*${NUMBER}`),
];

/**
 * A Google Maps link's position, when it has one: "@lat,lng,zoom", "!3dlat!4dlng", "?q=lat,lng" or
 * "/search/lat,lng". Most saved-list links name the place only; those places come without a position.
 */
export function positionInMapsUrl(url: string | undefined): { latitude: number; longitude: number } | null {
  if (!url) return null;
  const decoded = (() => {
    try {
      return decodeURIComponent(url);
    } catch {
      return url;
    }
  })();
  for (const pattern of MAPS_URL_POSITIONS) {
    const match = pattern.exec(decoded);
    if (match) return { latitude: Number(match[1]), longitude: Number(match[2]) };
  }
  return null;
}

/** A CSV of places with a header row naming its columns. */
export function readCsv(text: string): FoundPlace[] {
  const [header, ...rows] = csvRows(text);
  const names = (header ?? []).map((name) => name.trim().toLowerCase());
  const column = (key: keyof typeof COLUMNS) =>
    names.findIndex((name) => (COLUMNS[key] as readonly string[]).includes(name));
  const at = Object.fromEntries(
    Object.keys(COLUMNS).map((key) => [key, column(key as keyof typeof COLUMNS)]),
  ) as Record<keyof typeof COLUMNS, number>;
  if (at.name < 0 && at.note < 0) {
    throw badFile(
      'This CSV file has no column of names: the first row should name its columns, such as "Title", "Note" and "URL" in a Google saved list.',
    );
  }
  return rows.map((cells) => {
    // A spreadsheet-safe text (Tiplist's own CSV writes "'=…" for "=…") is read as it was written.
    const cell = (index: number) => (index >= 0 ? cells[index]?.replace(/^'(?=[=+\-@\t\r])/, '') : undefined);
    const inUrl = positionInMapsUrl(cell(at.url));
    const note = cell(at.note)?.trim() || (at.comment !== at.note ? cell(at.comment) : undefined);
    return foundPlace({
      name: cell(at.name),
      note,
      label: cell(at.label),
      latitude: coordinate(cell(at.latitude)) ?? inUrl?.latitude ?? null,
      longitude: coordinate(cell(at.longitude)) ?? inUrl?.longitude ?? null,
      address: cell(at.address),
      placeId: cell(at.placeId),
    });
  });
}
