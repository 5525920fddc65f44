import { MY_DATA_FILE_NAME, MY_DATA_LIMITS } from '../../../shared/my-data-limits.js';
import type { ImportedMyData } from '../../../shared/contracts/my-data.js';
import { counted } from '../../../shared/rules/counted.js';

/** What the import's file picker offers: the download's ZIP, or the tiplist.json taken out of it. */
export const MY_DATA_ACCEPT = '.zip,.json,application/zip,application/json';

const MAX_MB = MY_DATA_LIMITS.fileMaxBytes / (1024 * 1024);
const megabytes = (bytes: number) => (Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toLocaleString('en-US');

/** Why a chosen file cannot be imported, said before anything is sent. */
export class MyDataFileProblem extends Error {}

export const notJson = () =>
  new MyDataFileProblem(
    `This file is not a Tiplist export: it is not JSON. Choose the ${MY_DATA_FILE_NAME} that "Download My Data" saved, or its ZIP.`,
  );

export const noTiplistJson = () =>
  new MyDataFileProblem(
    `This ZIP holds no ${MY_DATA_FILE_NAME}. Choose the ZIP that "Download My Data" made.`,
  );

/** A tiplist.json past the server's limit, whether chosen alone or found in a ZIP. */
export function tooLarge(bytes: number): MyDataFileProblem | null {
  if (bytes <= MY_DATA_LIMITS.fileMaxBytes) return null;
  return new MyDataFileProblem(
    `This ${MY_DATA_FILE_NAME} is ${megabytes(bytes)} MB; an import reads at most ${MAX_MB} MB.`,
  );
}

/** A ZIP starts with a local file header: "PK\3\4". */
export const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Whether a ZIP entry is the export's file: at its top, or in the folder an unpacking tool made. */
export const isTiplistJson = (name: string) =>
  name === MY_DATA_FILE_NAME || name.endsWith(`/${MY_DATA_FILE_NAME}`);

/** "Imported 3 trips and 1 guidebook", and where they are. */
export function importedToast({ trips, guidebooks, tips }: ImportedMyData): {
  title: string;
  description: string;
} {
  if (trips + guidebooks === 0) {
    return { title: 'Nothing to import', description: 'This file holds no trips and no guidebooks.' };
  }
  const lists = [trips ? counted(trips, 'trip') : '', guidebooks ? counted(guidebooks, 'guidebook') : '']
    .filter(Boolean)
    .join(' and ');
  const where = [trips ? 'on your dashboard' : '', guidebooks ? 'in My Guidebooks' : '']
    .filter(Boolean)
    .join(' and ');
  return { title: `Imported ${lists}`, description: `${counted(tips, 'tip')}, in new lists ${where}.` };
}
