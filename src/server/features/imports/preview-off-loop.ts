import type { Worker } from 'node:worker_threads';
import type { ImportPreview } from '../../../shared/contracts/imports.js';
import { AppError } from '../../errors.js';
import { startOwnWorker } from '../../workers/own-worker.js';
import type { ListedPlace } from './preview-import.js';
import type { PreviewAnswer, PreviewJob } from './preview-worker.js';

/** Workers at most, each reading one file at a time: a file takes a core while it is parsed. */
const WORKERS = 2;
const idle: Worker[] = [];
let started = 0;
const waiting: ((worker: Worker) => void)[] = [];

function startWorker(): Worker {
  const worker = startOwnWorker(import.meta.url, 'preview-worker');
  // An idle worker does not keep the process from ending.
  worker.unref();
  started += 1;
  worker.once('exit', () => {
    started -= 1;
    if (idle.includes(worker)) idle.splice(idle.indexOf(worker), 1);
  });
  return worker;
}

async function takeWorker(): Promise<Worker> {
  const ready = idle.pop();
  if (ready) return ready;
  if (started < WORKERS) return startWorker();
  return new Promise((resolve) => waiting.push(resolve));
}

function giveBack(worker: Worker): void {
  const next = waiting.shift();
  if (next) next(worker);
  else idle.push(worker);
}

function run(worker: Worker, job: PreviewJob): Promise<PreviewAnswer> {
  return new Promise((resolve, reject) => {
    const stopped = (error: unknown) => {
      worker.off('message', answered);
      reject(error instanceof Error ? error : new Error(`The import worker stopped (${String(error)}).`));
    };
    const answered = (answer: PreviewAnswer) => {
      worker.off('error', stopped).off('exit', stopped);
      resolve(answer);
    };
    worker.once('message', answered).once('error', stopped).once('exit', stopped);
    worker.postMessage(job, [job.bytes.buffer as ArrayBuffer]);
  });
}

/**
 * Reads an imported file and previews it in a worker thread: parsing 5 MB of XML takes a few hundred
 * milliseconds of a core, which on the event loop every other request of the instance would wait through.
 */
export async function previewFileOffLoop(
  bytes: Buffer,
  listed: readonly ListedPlace[],
): Promise<ImportPreview> {
  // A copy of its own to hand over: the upload's Buffer may share its memory with others.
  const job: PreviewJob = {
    bytes: new Uint8Array(bytes),
    listed: listed.map(({ place_id, place_name, latitude, longitude }) => ({
      place_id,
      place_name,
      latitude,
      longitude,
    })),
  };
  const worker = await takeWorker();
  let answer: PreviewAnswer;
  try {
    answer = await run(worker, job);
  } catch (error) {
    // A worker that failed is not used again; the next job starts a new one.
    void worker.terminate();
    const next = waiting.shift();
    if (next) next(startWorker());
    throw error;
  }
  giveBack(worker);
  if ('preview' in answer) return answer.preview;
  if ('refusal' in answer) {
    const { code, statusCode, message, fields } = answer.refusal;
    throw new AppError(code, statusCode, message, fields);
  }
  throw new Error(answer.failure);
}
