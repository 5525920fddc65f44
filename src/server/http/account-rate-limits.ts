import type { RouteOptions } from 'fastify';
import type { Contract } from '../../shared/contracts/contract.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { limitAttempts } from './rate-limit-store.js';
import { ACCOUNT_RATE_LIMITS } from './rate-limits.js';

const limits = new Map(ACCOUNT_RATE_LIMITS);

/**
 * The route options of an owner route limited per account: the attempt is counted on request, right
 * after the scope has found the session and before the body is read, so an account over its limit
 * costs one counter update whatever it sends.
 */
export function accountRateLimitFor(db: Db) {
  return (contract: Contract): Pick<RouteOptions, 'onRequest'> => {
    const limit = limits.get(contract);
    if (!limit) return {};
    return {
      onRequest: async (request) => {
        if (!request.user) throw AppError.unauthorized();
        await limitAttempts(db, `${limit.counter}:${request.user.id}`, limit, limit.message);
      },
    };
  };
}
