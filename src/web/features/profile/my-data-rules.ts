import { MY_DATA_FILE_NAME, MY_DATA_LIMITS } from '../../../shared/my-data-limits.js';
import type { ImportedMyData } from '../../../shared/contracts/my-data.js';
import type { Translate } from '../../lib/i18n';

/** What the import's file picker offers: the download's ZIP, or the tiplist.json taken out of it. */
export const MY_DATA_ACCEPT = '.zip,.json,application/zip,application/json';

const MAX_MB = MY_DATA_LIMITS.fileMaxBytes / (1024 * 1024);
/** Rounded up to a tenth, so a file just past the limit never reads as the limit itself. */
const megabytes = (bytes: number) => Math.ceil((bytes / (1024 * 1024)) * 10) / 10;

/**
 * Why a chosen file cannot be imported, said before anything is sent. It is thrown where no page
 * language is known, so it carries how to tell it rather than the text.
 */
export class MyDataFileProblem extends Error {
  constructor(readonly describe: (t: Translate) => string) {
    super('The chosen file cannot be imported.');
  }
}

export const notJson = () =>
  new MyDataFileProblem((t) => t('profile.myData.notJson', { fileName: MY_DATA_FILE_NAME }));

export const noTiplistJson = () =>
  new MyDataFileProblem((t) => t('profile.myData.noTiplistJson', { fileName: MY_DATA_FILE_NAME }));

/** A tiplist.json past the server's limit, whether chosen alone or found in a ZIP. */
export function tooLarge(bytes: number): MyDataFileProblem | null {
  if (bytes <= MY_DATA_LIMITS.fileMaxBytes) return null;
  return new MyDataFileProblem((t) =>
    t('profile.myData.tooLarge', { fileName: MY_DATA_FILE_NAME, size: megabytes(bytes), max: MAX_MB }),
  );
}

/** A ZIP starts with a local file header: "PK\3\4". */
export const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Whether a ZIP entry is the export's file: at its top, or in the folder an unpacking tool made. */
export const isTiplistJson = (name: string) =>
  name === MY_DATA_FILE_NAME || name.endsWith(`/${MY_DATA_FILE_NAME}`);

/** "Imported 3 trips and 1 guidebook", and where they are. */
export function importedToast(
  t: Translate,
  { trips, guidebooks, tips }: ImportedMyData,
): { title: string; description: string } {
  if (trips + guidebooks === 0) {
    return { title: t('profile.myData.nothing'), description: t('profile.myData.nothingText') };
  }
  if (trips && guidebooks) {
    return {
      title: t('profile.myData.importedBoth', { trips, guidebooks }),
      description: t('profile.myData.whereBoth', { tips }),
    };
  }
  return trips
    ? {
        title: t('profile.myData.importedTrips', { trips }),
        description: t('profile.myData.whereTrips', { tips }),
      }
    : {
        title: t('profile.myData.importedGuidebooks', { guidebooks }),
        description: t('profile.myData.whereGuidebooks', { tips }),
      };
}
