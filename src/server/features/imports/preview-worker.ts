import { parentPort } from 'node:worker_threads';
import type { ImportPreview } from '../../../shared/contracts/imports.js';
import { AppError } from '../../errors.js';
import { previewImport, type ListedPlace } from './preview-import.js';
import { readImportFile } from './read-import-file.js';

/** What the worker is given: the file's bytes and the places the list has already. */
export interface PreviewJob {
  bytes: Uint8Array;
  listed: ListedPlace[];
}

/** The preview; or the file's refusal, as the one error shape will tell it; or what went wrong. */
export type PreviewAnswer =
  | { preview: ImportPreview }
  | { refusal: { code: string; statusCode: number; message: string; fields?: Record<string, string> } }
  | { failure: string };

function answer({ bytes, listed }: PreviewJob): PreviewAnswer {
  try {
    const file = readImportFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return { preview: previewImport(file, listed) };
  } catch (error) {
    if (error instanceof AppError) {
      const { code, statusCode, message, fields } = error;
      return { refusal: { code, statusCode, message, ...(fields ? { fields } : {}) } };
    }
    return { failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

// One job at a time: the parent sends the next only once this one is answered.
parentPort?.on('message', (job: PreviewJob) => parentPort?.postMessage(answer(job)));
