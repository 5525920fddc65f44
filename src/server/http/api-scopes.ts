import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../shared/contracts/auth.js';
import type { ServerContext } from '../context.js';
import { AppError } from '../errors.js';
import { accountRateLimitFor } from './account-rate-limits.js';
import { keepAnswersPrivate, keepAnswersRevalidated } from './cache-headers.js';
import { rateLimitConfigFor } from './rate-limits.js';
import { routerFor, type Router } from './router.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user: set in the owner and admin scopes before any handler runs, null elsewhere. */
    user: SessionUser | null;
    /** The id of the session the request came with (owner and admin scopes). */
    sessionId: string | null;
    /** When that session runs out, in ms since the epoch (owner and admin scopes). */
    sessionEndsAt: number | null;
  }
}

/** What owner and admin handlers may rely on: the scope has checked the session. */
export interface SignedIn {
  user: SessionUser;
  sessionId: string;
  sessionEndsAt: number;
}

export type PublicRouter = Router<'public'>;
export type OwnerRouter = Router<'owner', SignedIn>;
export type AdminRouter = Router<'admin', SignedIn>;

/** A feature's routes of one scope; app.ts hands each to its scope. */
export type RoutesOf<R> = (route: R, context: ServerContext, scope: FastifyInstance) => void;

export interface ApiRoutes {
  public: RoutesOf<PublicRouter>[];
  /** Public routes whose answers are about the caller's own session: open to anyone, kept by no cache. */
  session: RoutesOf<PublicRouter>[];
  owner: RoutesOf<OwnerRouter>[];
  admin: RoutesOf<AdminRouter>[];
}

/**
 * The API in encapsulated scopes. A route is public, owner-only or admin-only by the scope it is
 * registered in, and the router refuses a contract whose access says otherwise. The session is
 * checked on request, before the body is read: a visitor without one gets 401 whatever they send.
 * Each scope also says, once for all its routes, which caches may keep its answers: the owner, admin
 * and session scopes' none (they are one person's), the public scope's only to ask again before use.
 */
export async function registerApiScopes(
  app: FastifyInstance,
  context: ServerContext,
  routes: ApiRoutes,
): Promise<void> {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionEndsAt', null);

  const publicScope = (registers: RoutesOf<PublicRouter>[], keepAnswers: (scope: FastifyInstance) => void) =>
    app.register((scope, _options, done) => {
      keepAnswers(scope);
      const route = routerFor<'public', unknown>(scope, 'public', context.handlers, rateLimitConfigFor);
      for (const register of registers) register(route, context, scope);
      done();
    });
  await publicScope(routes.public, keepAnswersRevalidated);
  await publicScope(routes.session, keepAnswersPrivate);

  const signedIn = (scope: FastifyInstance, admitted: (user: SessionUser) => boolean) => {
    keepAnswersPrivate(scope);
    scope.addHook('onRequest', async (request) => {
      const session = await context.sessions.find(request);
      if (!session) throw AppError.unauthorized();
      if (!admitted(session.user)) throw AppError.forbidden('Access denied. Admin privileges required.');
      request.user = session.user;
      request.sessionId = session.sessionId;
      request.sessionEndsAt = session.endsAt;
    });
  };

  await app.register((scope, _options, done) => {
    signedIn(scope, () => true);
    const route = routerFor<'owner', SignedIn>(
      scope,
      'owner',
      context.handlers,
      accountRateLimitFor(context.db),
    );
    for (const register of routes.owner) register(route, context, scope);
    done();
  });

  await app.register((scope, _options, done) => {
    signedIn(scope, (user) => user.role === 'admin');
    const route = routerFor<'admin', SignedIn>(scope, 'admin', context.handlers);
    for (const register of routes.admin) register(route, context, scope);
    done();
  });
}
