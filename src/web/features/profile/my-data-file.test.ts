import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MY_DATA_LIMITS } from '../../../shared/my-data-limits.js';
import { importedToast, MyDataFileProblem } from './my-data-rules';
import { readMyDataFile } from './read-my-data-file';

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
    await expect(readMyDataFile(new Blob(['<gpx></gpx>']))).rejects.toThrow(
      'This file is not a Tiplist export: it is not JSON.',
    );
    await expect(readMyDataFile(zipOf({ 'places.csv': strToU8('a,b') }))).rejects.toThrow(
      'This ZIP holds no tiplist.json.',
    );
    const huge = new Uint8Array(MY_DATA_LIMITS.fileMaxBytes + 1).fill(0x20);
    await expect(readMyDataFile(new Blob([huge]))).rejects.toThrow(
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
    expect(importedToast({ trips: 3, guidebooks: 1, tips: 42 })).toEqual({
      title: 'Imported 3 trips and 1 guidebook',
      description: '42 tips, in new lists on your dashboard and in My Guidebooks.',
    });
    expect(importedToast({ trips: 1, guidebooks: 0, tips: 1 })).toEqual({
      title: 'Imported 1 trip',
      description: '1 tip, in new lists on your dashboard.',
    });
    expect(importedToast({ trips: 0, guidebooks: 2, tips: 1200 }).description).toBe(
      '1,200 tips, in new lists in My Guidebooks.',
    );
    expect(importedToast({ trips: 0, guidebooks: 0, tips: 0 }).title).toBe('Nothing to import');
  });
});
