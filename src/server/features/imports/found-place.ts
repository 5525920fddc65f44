import { LIMITS } from '../../../shared/limits.js';
import { IMPORT_FILE_FIELD } from '../../../shared/contracts/imports.js';
import { errorCodes } from '../../../shared/contracts/error-codes.js';
import { AppError } from '../../errors.js';

/** One entry of an imported file as its format tells it, before categories and duplicates are worked out. */
export interface FoundPlace {
  /** The place's name; null for an entry that is words only (a tip without a place in a Tiplist CSV). */
  name: string | null;
  note: string | null;
  /** The file's own word for its kind: a KML folder, a GPX type, a CSV "Category" column. */
  label: string | null;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  placeId: string | null;
}

/** Refuses the file, whole, with a reason the owner can act on. */
export const badFile = (message: string) =>
  new AppError(errorCodes.validation, 400, message, { [IMPORT_FILE_FIELD]: message });

/** Text from a file, trimmed, without control characters, at most `max` characters; null when empty. */
export function cleanText(value: unknown, max: number): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .trim();
  if (!text) return null;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** A coordinate as a number, from a number or text; null when there is none. */
export function coordinate(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== 'string' || !value.trim()) return null;
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : Number.NaN;
}

/** Builds an entry from what a format read, each text within the limits a tip has. */
export function foundPlace(fields: {
  name: unknown;
  note?: unknown;
  label?: unknown;
  latitude?: number | null;
  longitude?: number | null;
  address?: unknown;
  placeId?: unknown;
}): FoundPlace {
  return {
    name: cleanText(fields.name, LIMITS.placeNameMaxLength),
    note: cleanText(fields.note, LIMITS.tipMaxLength),
    label: cleanText(fields.label, 100),
    latitude: fields.latitude ?? null,
    longitude: fields.longitude ?? null,
    address: cleanText(fields.address, LIMITS.placeAddressMaxLength),
    placeId: cleanText(fields.placeId, LIMITS.placeIdMaxLength),
  };
}
