import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { errorCodes } from '../../../shared/contracts/errors.js';
import type { Db } from '../../db/database.js';
import { errorBody } from '../../errors.js';

export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/health', async (request, reply) => {
    try {
      await sql`select 1`.execute(db.kysely);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send(errorBody(errorCodes.internal, 'The database is not reachable.'));
    }
  });
}
