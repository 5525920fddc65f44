import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { Contract } from '../../shared/contracts/contract.js';
import { errorCodes } from '../../shared/contracts/errors.js';
import { AppError } from '../errors.js';

type Upload = NonNullable<Contract['upload']>;

/** Room for the boundaries and part headers around the one file in a well-formed request. */
const ENVELOPE_BYTES = 16 * 1024;

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/**
 * What an upload route's handler receives as its body: the file's bytes, read whole within the
 * limit. The same schema describes the multipart/form-data request body in the OpenAPI document.
 */
export function uploadBodySchema(upload: Upload): z.ZodType {
  const file = z.instanceof(Buffer).meta({
    type: 'string',
    format: 'binary',
    description: `One file, at most ${megabytes(upload.maxBytes)} MB.`,
  });
  return z.object({ [upload.field]: file });
}

/** "an image" or "a file", as the upload's contract calls what it takes. */
const aNoun = (upload: Upload) => (upload.noun === 'file' ? 'a file' : 'an image');

const tooLarge = (upload: Upload) =>
  new AppError(
    errorCodes.tooLarge,
    413,
    `File too large: Please select ${aNoun(upload)} smaller than ${megabytes(upload.maxBytes)}MB.`,
  );

const notMultipart = (upload: Upload) =>
  new AppError(
    errorCodes.unsupportedMedia,
    415,
    `Send the ${upload.noun ?? 'image'} as multipart/form-data, in the form field "${upload.field}".`,
  );

const invalid = (upload: Upload, message: string) =>
  new AppError(errorCodes.validation, 400, message, { [upload.field]: message });

/** Multipart failures as the one error shape, with words a person can act on. */
function uploadError(error: unknown, upload: Upload): AppError {
  if (error instanceof AppError) return error;
  switch ((error as Partial<FastifyError>).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(upload);
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return invalid(upload, `Send one file, in the form field "${upload.field}", and nothing else.`);
    default:
      // Busboy's own errors (no boundary, a part cut short, a closed connection) all mean the same.
      return invalid(upload, 'The upload was incomplete or malformed. Please try again.');
  }
}

/**
 * Reads the one file of a multipart request into memory. The size limit applies while the bytes
 * stream in, so an over-large file is refused without being held; a declared length far past it is
 * refused before anything is read.
 */
async function readUpload(request: FastifyRequest, upload: Upload): Promise<Buffer> {
  if (!request.isMultipart()) throw notMultipart(upload);
  const declared = Number(request.headers['content-length']);
  if (declared > upload.maxBytes + ENVELOPE_BYTES) throw tooLarge(upload);
  let file: Buffer | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: upload.maxBytes, files: 1, fields: 0, parts: 1 } });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== upload.field) {
        if (part.type === 'file') part.file.resume();
        throw invalid(upload, `Send the file in the form field "${upload.field}".`);
      }
      // The declared name and type are not kept: only the bytes say what the file is.
      file = await part.toBuffer();
    }
  } catch (error) {
    throw uploadError(error, upload);
  }
  if (!file?.length) throw invalid(upload, `Please choose ${aNoun(upload)} to upload.`);
  return file;
}

/**
 * Registers an upload route in a scope of its own, the only one that parses multipart/form-data:
 * every other route still refuses it. The file is read before validation, so the body schema
 * checks it and the handler receives its bytes as `body[field]`.
 */
export function routeUpload(scope: FastifyInstance, upload: Upload, options: RouteOptions): void {
  void scope.register(async (uploads) => {
    await uploads.register(multipart);
    // A body of another type fails in Fastify's parser with "send JSON", which is wrong here.
    uploads.setErrorHandler((error: FastifyError) => {
      throw error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? notMultipart(upload) : error;
    });
    uploads.route({
      ...options,
      preValidation: async (request) => {
        request.body = { [upload.field]: await readUpload(request, upload) };
      },
    });
  });
}
