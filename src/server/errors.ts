import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodError } from 'zod';
import { errorCodes, type ErrorBody } from '../shared/contracts/errors.js';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
} from './db/database-errors.js';

/** An error meant for the client: its code, status and message are sent as they are. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  static notFound(what = 'Not found'): AppError {
    return new AppError(errorCodes.notFound, 404, what);
  }

  static forbidden(message: string): AppError {
    return new AppError(errorCodes.forbidden, 403, message);
  }

  static unauthorized(): AppError {
    return new AppError(errorCodes.unauthorized, 401, 'Please sign in to continue.');
  }

  static fromZod(error: ZodError): AppError {
    const fields: Record<string, string> = {};
    for (const issue of error.issues) {
      const key = issue.path.join('.') || '_';
      fields[key] ??=
        issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : issue.message;
    }
    const first = Object.values(fields)[0] ?? 'The request is not valid.';
    return new AppError(errorCodes.validation, 400, first, fields);
  }
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

const fastifyCodes: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: errorCodes.tooLarge, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: errorCodes.unsupportedMedia,
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: errorCodes.validation,
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: errorCodes.validation, message: 'The request body is empty.' },
};

/** The one error handler: every failure leaves as `{ error: { code, message } }`, bad input never as a 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.fields));
    }
    // PostgreSQL refuses some text SQLite stores (a NUL byte): the sender's input, not our failure.
    if (error.code === '22021' || error.code === '22P05') {
      return reply
        .status(400)
        .send(errorBody(errorCodes.validation, 'The text contains a character that cannot be stored.'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(errorBody(errorCodes.unavailable, DATABASE_UNAVAILABLE_MESSAGE));
    }
    const known = fastifyCodes[error.code];
    if (known) return reply.status(error.statusCode ?? 400).send(errorBody(known.code, known.message));
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(errorBody(errorCodes.rateLimited, error.message));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(errorCodes.validation, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(errorBody(errorCodes.internal, 'Something went wrong on our side. Please try again.'));
  });
}
