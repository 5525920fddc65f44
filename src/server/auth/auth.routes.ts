import type { FastifyInstance } from 'fastify';
import {
  authPaths,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  sessionResponseSchema,
  signInBodySchema,
  signUpBodySchema,
} from '../../shared/contracts/auth.js';
import { serializeWith } from '../http/response-schema.js';
import { parseWith } from '../http/validation.js';
import type { Auth } from './auth.js';
import type { SessionReader } from './session.js';
import { callAuth } from './auth-proxy.js';
import { presentSessionUser } from './auth.presenter.js';

type AuthUser = Parameters<typeof presentSessionUser>[0];

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/** Only the account calls the product uses reach Better Auth, each with our contract and limits. */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth, sessions: SessionReader): void {
  app.get(authPaths.session, { schema: serializeWith(sessionResponseSchema) }, async (request, reply) => {
    const { body } = await callAuth(auth, request, reply, { path: '/api/auth/get-session' });
    const user = (body as { user?: AuthUser } | null)?.user;
    return { user: user ? presentSessionUser(user) : null };
  });

  app.post(authPaths.signUp, { config: perMinute(20) }, async (request, reply) => {
    const input = parseWith(signUpBodySchema, request.body);
    const { body } = await callAuth(auth, request, reply, {
      body: { ...input, name: `${input.first_name} ${input.last_name}` },
    });
    return { user: presentSessionUser((body as { user: AuthUser }).user) };
  });

  app.post(authPaths.signIn, { config: perMinute(10) }, async (request, reply) => {
    const input = parseWith(signInBodySchema, request.body);
    const { body } = await callAuth(auth, request, reply, { body: input });
    return { user: presentSessionUser((body as { user: AuthUser }).user) };
  });

  app.post(authPaths.signOut, async (request, reply) => {
    sessions.forget(request);
    await callAuth(auth, request, reply, { body: {} });
    return { ok: true };
  });

  app.post(authPaths.requestPasswordReset, { config: perMinute(5) }, async (request, reply) => {
    await callAuth(auth, request, reply, { body: parseWith(passwordResetRequestBodySchema, request.body) });
    return { ok: true };
  });

  app.post(authPaths.resetPassword, { config: perMinute(10) }, async (request, reply) => {
    await callAuth(auth, request, reply, { body: parseWith(passwordResetBodySchema, request.body) });
    return { ok: true };
  });
}
