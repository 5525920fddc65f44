import type { z } from 'zod';
import { MY_DATA_TIPS_PER_LIST_MAX, myDataFileSchema, type MyData } from '../contracts/my-data-file.js';
import { MY_DATA_FORMAT, MY_DATA_LIMITS, MY_DATA_VERSION } from '../my-data-limits.js';
import { counted, formatCount } from './counted.js';

/*
 * Reading a tiplist.json (decision 058), in the order a person needs the answers: is this a Tiplist export
 * at all, can this server read its version, is every field right, does it fit. Pure, so the browser and
 * the server tell the same story, and a refusal names what is wrong.
 */

export type MyDataRefusal =
  | { kind: 'not-an-export'; message: string }
  | { kind: 'newer-version'; message: string }
  | { kind: 'invalid'; message: string; fields: Record<string, string> }
  /** A list holds more tips than a list may (decision 031). */
  | { kind: 'list-full'; message: string }
  /** More lists or tips than one import creates. */
  | { kind: 'too-many'; message: string };

export type MyDataReading = { ok: true; data: MyData } | { ok: false; refusal: MyDataRefusal };

export const NOT_AN_EXPORT =
  'This file is not a Tiplist export. Choose the tiplist.json that "Download My Data" saved, or its ZIP.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the file is a Tiplist export, and of a version this server reads. */
function envelopeRefusal(value: unknown): MyDataRefusal | null {
  if (!isRecord(value) || value.format !== MY_DATA_FORMAT)
    return { kind: 'not-an-export', message: NOT_AN_EXPORT };
  const { version } = value;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return {
      kind: 'not-an-export',
      message: 'This Tiplist export does not say which version of the format it is.',
    };
  }
  if (version > MY_DATA_VERSION) {
    return {
      kind: 'newer-version',
      message: `This file is in version ${version} of the Tiplist format, from a newer Tiplist; this server reads up to version ${MY_DATA_VERSION}. Update this server first.`,
    };
  }
  return null;
}

/** "Trip 2, tip 5, text" for the path ['trips', 1, 'tips', 4, 'text']. */
export function placeInFile(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  for (let i = 0; i < path.length; i += 1) {
    const key = path[i];
    const next = path[i + 1];
    const item = { trips: 'Trip', guidebooks: 'Guidebook', tips: 'tip' }[String(key)];
    if (item && typeof next === 'number') {
      parts.push(`${item} ${next + 1}`);
      i += 1;
    } else {
      parts.push(String(key));
    }
  }
  const place = parts.join(', ');
  return place.charAt(0).toUpperCase() + place.slice(1);
}

function invalid(error: z.ZodError): MyDataRefusal {
  const fields: Record<string, string> = {};
  const messages: string[] = [];
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (fields[key] !== undefined) continue;
    const message =
      issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : issue.message;
    fields[key] = message;
    messages.push(issue.path.length > 0 ? `${placeInFile(issue.path)}: ${message}` : message);
  }
  const more = messages.length > 1 ? ` (and ${counted(messages.length - 1, 'more problem')})` : '';
  return { kind: 'invalid', message: `${messages[0] ?? NOT_AN_EXPORT}${more}`, fields };
}

/** The lists that hold more tips than a list may, named; and the import's own totals. */
function capRefusal(data: MyData): MyDataRefusal | null {
  const max = MY_DATA_TIPS_PER_LIST_MAX;
  const over = [
    ...data.trips.map((trip, i) => ({
      name: `Trip ${i + 1} ("${trip.destination}")`,
      kind: 'trip',
      tips: trip.tips.length,
    })),
    ...data.guidebooks.map((book, i) => ({
      name: `Guidebook ${i + 1} ("${book.title}")`,
      kind: 'guidebook',
      tips: book.tips.length,
    })),
  ].filter((list) => list.tips > max);
  const first = over[0];
  if (first) {
    const rest = over.length - 1;
    const others = rest > 0 ? `; ${counted(rest, 'other list')} ${rest === 1 ? 'is' : 'are'} over too` : '';
    return {
      kind: 'list-full',
      message: `${first.name} holds ${formatCount(first.tips)} tips, more than the ${formatCount(max)} a ${first.kind} can hold${others}. Nothing was imported.`,
    };
  }
  const lists = data.trips.length + data.guidebooks.length;
  if (lists > MY_DATA_LIMITS.listsMax) {
    return {
      kind: 'too-many',
      message: `This file holds ${formatCount(lists)} trips and guidebooks; one import creates at most ${formatCount(MY_DATA_LIMITS.listsMax)}. Nothing was imported.`,
    };
  }
  const tips = [...data.trips, ...data.guidebooks].reduce((sum, list) => sum + list.tips.length, 0);
  if (tips > MY_DATA_LIMITS.tipsMax) {
    return {
      kind: 'too-many',
      message: `This file holds ${formatCount(tips)} tips; one import creates at most ${formatCount(MY_DATA_LIMITS.tipsMax)}. Nothing was imported.`,
    };
  }
  return null;
}

/** A parsed tiplist.json, read: its data, trimmed as the forms trim it, or why it cannot be imported. */
export function readMyData(value: unknown): MyDataReading {
  const envelope = envelopeRefusal(value);
  if (envelope) return { ok: false, refusal: envelope };
  const parsed = myDataFileSchema.safeParse(value);
  if (!parsed.success) return { ok: false, refusal: invalid(parsed.error) };
  const cap = capRefusal(parsed.data);
  return cap ? { ok: false, refusal: cap } : { ok: true, data: parsed.data };
}
