import { describe, expect, it } from 'vitest';
import { fileTip, myDataFileOf } from '../../../tests/support/my-data-files.js';
import { MY_DATA_LIMITS } from '../my-data-limits.js';
import { NOT_AN_EXPORT, placeInFile, readMyData } from './my-data-file.js';

const place = { name: 'Belém', placeId: null, address: null, latitude: 38.69, longitude: -9.2 };
const tip = {
  ...fileTip(3),
  text: '  Pastéis  ',
  place,
  author: '',
  favourite: true,
  createdAt: '2025-03-01T10:00:00+01:00',
};
const { author: _author, done: _done, ...guidebookTip } = tip;
const sample = myDataFileOf({ trips: [0], guidebooks: [0] });
const trip = (tips: unknown[] = [tip]) => ({
  ...sample.trips[0],
  destination: ' Lisbon ',
  description: '   ',
  tips,
});
const guidebook = (tips: unknown[] = [guidebookTip]) => ({ ...sample.guidebooks[0], title: 'Best of', tips });
const file = (parts: object = {}) => ({ ...sample, trips: [trip()], guidebooks: [guidebook()], ...parts });
const refusalOf = (value: unknown) => {
  const reading = readMyData(value);
  if (reading.ok) throw new Error('read as a valid file');
  return reading.refusal;
};
const manyTips = (n: number) => Array<unknown>(n).fill(guidebookTip);

describe('reading a tiplist.json', () => {
  it('reads version 1, trimmed as the forms trim: blank texts become null', () => {
    const reading = readMyData(file());
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.data.trips[0]).toMatchObject({ destination: 'Lisbon', description: null });
    expect(reading.data.trips[0]?.tips[0]).toMatchObject({ text: 'Pastéis', author: null, order: 3 });
    expect(reading.data.guidebooks[0]?.tips[0]).toMatchObject({ text: 'Pastéis', favourite: true });
  });

  it('tells a file that is no Tiplist export from one of a version it cannot read', () => {
    for (const value of [null, 'tiplist', [], {}, { format: 'geojson' }, { ...file(), format: undefined }]) {
      expect(refusalOf(value)).toEqual({ kind: 'not-an-export', message: NOT_AN_EXPORT });
    }
    for (const version of [undefined, 0, -1, 1.5, '1', Number.NaN]) {
      expect(refusalOf({ ...file(), version }).kind).toBe('not-an-export');
    }
    // A newer version is refused before its fields are read: its shape may be anything.
    expect(refusalOf({ format: 'tiplist', version: 2, trips: 'other' })).toEqual({
      kind: 'newer-version',
      message: expect.stringContaining('version 2 of the Tiplist format') as string,
    });
  });

  it('names every field against the rules, the first in the message', () => {
    const refusal = refusalOf(
      file({
        trips: [trip([{ ...tip, order: -1 }])],
        guidebooks: [guidebook([{ ...guidebookTip, done: true }])],
      }),
    );
    expect(refusal).toEqual({
      kind: 'invalid',
      message: 'Trip 1, tip 1, order: The order cannot be negative. (and 1 more problem)',
      fields: {
        'trips.0.tips.0.order': 'The order cannot be negative.',
        'guidebooks.0.tips.0': 'Unknown field: done',
      },
    });
    expect(refusalOf(file({ trips: [{ ...trip(), tips: undefined }] })).message).toBe(
      'Trip 1, tips: A trip needs a list of tips.',
    );
    expect(refusalOf(file({ exportedAt: 'now' })).message).toBe(
      'ExportedAt: The export time must be a date and time (ISO 8601).',
    );
  });

  it('refuses a list over its cap by name, then more lists or tips than one import makes', () => {
    expect(refusalOf(file({ guidebooks: [guidebook(), guidebook(manyTips(1001))] }))).toEqual({
      kind: 'list-full',
      message:
        'Guidebook 2 ("Best of") holds 1,001 tips, more than the 1,000 a guidebook can hold. Nothing was imported.',
    });
    expect(readMyData(file({ guidebooks: [guidebook(manyTips(1000))] })).ok).toBe(true);
    const lists = Array<unknown>(MY_DATA_LIMITS.listsMax).fill(guidebook([]));
    expect(readMyData(file({ trips: [], guidebooks: lists })).ok).toBe(true);
    expect(refusalOf(file({ guidebooks: lists })).kind).toBe('too-many');
    const full = Array<unknown>(10).fill(guidebook(manyTips(1000)));
    expect(readMyData(file({ trips: [], guidebooks: full })).ok).toBe(true);
    expect(refusalOf(file({ guidebooks: full })).message).toBe(
      'This file holds 10,001 tips; one import creates at most 10,000. Nothing was imported.',
    );
  });

  it('says where a field is as a person counts', () => {
    expect(placeInFile(['trips', 0, 'tips', 41, 'place', 'latitude'])).toBe(
      'Trip 1, tip 42, place, latitude',
    );
    expect(placeInFile(['profile', 'email'])).toBe('Profile, email');
  });
});
