import { sql } from 'kysely';
import { errorCodes } from '../../../shared/contracts/errors.js';
import { healthContracts } from '../../../shared/contracts/health.js';
import { errorBody } from '../../errors.js';
import type { PublicRouter, RoutesOf } from '../../http/api-scopes.js';

export const healthRoutes: RoutesOf<PublicRouter> = (route, { db }) => {
  route(healthContracts.health, async (request, reply) => {
    try {
      await sql`select 1`.execute(db.kysely);
      return { status: 'ok' as const };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send(errorBody(errorCodes.internal, 'The database is not reachable.'));
    }
  });
};
