import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../shared/contracts/auth.js';
import { AppError } from '../errors.js';
import type { Auth } from './auth.js';
import { presentSessionUser } from './auth.presenter.js';
import { toWebHeaders } from '../http/web-headers.js';

/** The signed-in user of a request, or null. */
export async function findSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: toWebHeaders(request.headers) });
  return session ? presentSessionUser(session.user) : null;
}

/** Owner routes start here: no session, no answer. */
export async function requireSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const user = await findSessionUser(auth, request);
  if (!user) throw AppError.unauthorized();
  return user;
}
