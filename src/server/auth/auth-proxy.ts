import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes } from '../../shared/contracts/errors.js';
import { AppError } from '../errors.js';
import { ownOrigin } from '../http/origins.js';
import { toWebHeaders } from '../http/web-headers.js';
import { isDatabaseUnavailable } from '../db/database-errors.js';
import { runAuthCall } from './auth-call-failures.js';
import { CLIENT_ADDRESS_HEADER, type Auth } from './auth.js';

/** Better Auth's error codes, told in our words and statuses. */
const knownErrors: Record<string, { status: number; code: string; message: string }> = {
  USER_ALREADY_EXISTS: {
    status: 409,
    code: errorCodes.conflict,
    message: 'An account with this email already exists.',
  },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    status: 409,
    code: errorCodes.conflict,
    message: 'An account with this email already exists.',
  },
  INVALID_EMAIL_OR_PASSWORD: {
    status: 401,
    code: errorCodes.invalidCredentials,
    message: 'Invalid email or password.',
  },
  // A signed-in user's password check (password change): a 401 would read as "signed out".
  INVALID_PASSWORD: {
    status: 400,
    code: errorCodes.validation,
    message: 'Your current password is not correct.',
  },
  INVALID_TOKEN: {
    status: 400,
    code: errorCodes.invalidToken,
    message: 'This reset link is invalid or has expired. Please request a new one.',
  },
};

export interface AuthResult {
  status: number;
  body: unknown;
}

/** Hands a request to Better Auth as a Web Request; cookies it sets go back on our reply. */
export async function callAuth(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  { body, path }: { body?: object; path: string },
): Promise<AuthResult> {
  const headers = toWebHeaders(request.headers, ['content-length', CLIENT_ADDRESS_HEADER]);
  headers.set(CLIENT_ADDRESS_HEADER, request.ip);
  if (body) headers.set('content-type', 'application/json');
  // Our Origin check has let this request through (decision 004): a script that sends no Origin is
  // no cross-site form, and Better Auth, which refuses a cookie-bearing request without one, must agree.
  if (!headers.has('origin')) headers.set('origin', ownOrigin(request));
  // The path is the contract's, never the request's own (which may be percent-encoded).
  const { result: response, failure } = await runAuthCall(() =>
    auth.handler(
      new Request(`${ownOrigin(request)}${path}`, {
        method: request.method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
      }),
    ),
  );
  // Our error handler answers it as a 503 the client may retry.
  if (isDatabaseUnavailable(failure)) throw failure;
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) throw toAppError(response.status, parsed);
  return { status: response.status, body: parsed };
}

function toAppError(status: number, body: unknown): AppError {
  const { code, message } = (body ?? {}) as { code?: string; message?: string };
  const known = code ? knownErrors[code] : undefined;
  if (known) return new AppError(known.code, known.status, known.message);
  if (status === 429)
    return new AppError(
      errorCodes.rateLimited,
      429,
      'Too many attempts. Please wait a minute and try again.',
    );
  const fallback =
    status >= 500
      ? 'Something went wrong on our side. Please try again.'
      : 'The request could not be completed.';
  return new AppError(
    code ?? (status >= 500 ? errorCodes.internal : errorCodes.validation),
    status,
    message ?? fallback,
  );
}
