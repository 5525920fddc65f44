import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { SOURCE_LOCALE } from '../../../shared/i18n/locales.js';
import { translatorOf } from '../../../shared/i18n/messages.js';
import { MY_DATA_LIMITS } from '../../../shared/my-data-limits.js';
import { importedToast, MyDataFileProblem } from './my-data-rules';
import { readMyDataFile } from './read-my-data-file';

const t = translatorOf(SOURCE_LOCALE);
/** The problem a file is refused for, as the toast tells it. */
const refusal = (file: Blob) =>
  readMyDataFile(file).then(
    () => null,
    (error: unknown) => (error instanceof MyDataFileProblem ? error.describe(t) : error),
  );

const export1 = { format: 'tiplist', version: 1, trips: [] };
const zipOf = (files: Record<string, Uint8Array>) => new Blob([new Uint8Array(zipSync(files))]);

describe('a file chosen for Import My Data', () => {
  it('is read as tiplist.json, alone or in the download’s ZIP (also in a folder of it)', async () => {
    const json = strToU8(JSON.stringify(export1));
    expect(await readMyDataFile(new Blob([json]))).toEqual(export1);
    const picture = new Uint8Array([1, 2, 3]);
    expect(await readMyDataFile(zipOf({ 'tiplist.json': json, 'profile-picture.webp': picture }))).toEqual(
      export1,
    );
    expect(await readMyDataFile(zipOf({ 'tiplist-2025-05-01/tiplist.json': json }))).toEqual(export1);
  });

  it('is refused here when it cannot be one: not JSON, a ZIP without it, too large', async () => {
    expect(await refusal(new Blob(['<gpx></gpx>']))).toBe(
      'This file is not a Tiplist export: it is not JSON. Choose the tiplist.json that "Download My Data" saved, or its ZIP.',
    );
    expect(await refusal(zipOf({ 'places.csv': strToU8('a,b') }))).toBe(
      'This ZIP holds no tiplist.json. Choose the ZIP that "Download My Data" made.',
    );
    const huge = new Uint8Array(MY_DATA_LIMITS.fileMaxBytes + 1).fill(0x20);
    expect(await refusal(new Blob([huge]))).toBe(
      'This tiplist.json is 8.1 MB; an import reads at most 8 MB.',
    );
    // Compressed it is small; unpacked it would be past the limit, so it is not unpacked.
    const packed = zipOf({ 'tiplist.json': huge });
    expect(packed.size).toBeLessThan(100_000);
    await expect(readMyDataFile(packed)).rejects.toBeInstanceOf(MyDataFileProblem);
  });
});

describe('the toast of an import', () => {
  it('says what was imported and where it is', () => {
    expect(importedToast(t, { trips: 3, guidebooks: 1, tips: 42 })).toEqual({
      title: 'Imported 3 trips and 1 guidebook',
      description: '42 tips, in new lists on your dashboard and in My Guidebooks.',
    });
    expect(importedToast(t, { trips: 1, guidebooks: 0, tips: 1 })).toEqual({
      title: 'Imported 1 trip',
      description: '1 tip, in new lists on your dashboard.',
    });
    expect(importedToast(t, { trips: 0, guidebooks: 2, tips: 1200 }).description).toBe(
      '1,200 tips, in new lists in My Guidebooks.',
    );
    expect(importedToast(t, { trips: 0, guidebooks: 0, tips: 0 }).title).toBe('Nothing to import');
  });
});
