import type { FastifyRequest } from 'fastify';
import type { AppConfig } from './config.js';
import { withoutFollowTokens } from './features/follow-links/follow-tokens-in-logs.js';

/**
 * The server's log: JSON lines at LOG_LEVEL, without cookies, authorization headers or follow tokens, and
 * a request told by its method, path, host and address only.
 */
export function serverLogger(
  config: AppConfig,
  options: { logger?: boolean; logStream?: { write(line: string): void } },
) {
  if (options.logger === false) return false;
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: withoutFollowTokens(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    ...(options.logStream ? { stream: options.logStream } : {}),
  };
}
