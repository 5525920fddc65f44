import { sql } from 'kysely';
import { errorCodes } from '../../../shared/contracts/errors.js';
import { healthContracts } from '../../../shared/contracts/health.js';
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS } from '../../db/database-errors.js';
import { errorBody } from '../../errors.js';
import type { PublicRouter, RoutesOf } from '../../http/api-scopes.js';

export const healthRoutes: RoutesOf<PublicRouter> = (route, { db }) => {
  route(healthContracts.health, async (request, reply) => {
    try {
      await sql`select 1`.execute(db.kysely);
      return { status: 'ok' as const };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(errorBody(errorCodes.unavailable, DATABASE_UNAVAILABLE_MESSAGE));
    }
  });
};
