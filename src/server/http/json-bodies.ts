import type { FastifyInstance } from 'fastify';
import { errorCodes } from '../../shared/contracts/errors.js';
import { AppError } from '../errors.js';

export const NOT_UNICODE_MESSAGE = 'The request contains text that is not valid Unicode.';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * JSON bodies are read as UTF-8 strictly: bytes that are not UTF-8 are refused with a 400, where the
 * default reader would quietly turn them into replacement characters and store text the sender never
 * wrote. Parsing itself stays Fastify's (which refuses `__proto__` and `constructor.prototype` keys).
 */
export function useStrictJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body);
    } catch {
      done(new AppError(errorCodes.validation, 400, NOT_UNICODE_MESSAGE), undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
