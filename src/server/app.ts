import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { errorCodes } from '../shared/contracts/errors.js';
import { syncAdminRoles } from './auth/admin-roles.js';
import { createAuth } from './auth/auth.js';
import { createSessionReader } from './auth/session.js';
import { registerAuthRoutes } from './auth/auth.routes.js';
import type { AppConfig } from './config.js';
import type { ServerContext } from './context.js';
import { registerFriendRoutes } from './features/friends/friends.routes.js';
import { registerSharingRoutes } from './features/sharing/sharing.routes.js';
import { registerRecommendationRoutes } from './features/recommendations/recommendations.routes.js';
import { registerTripRoutes } from './features/trips/trips.routes.js';
import { inProcessEventBus, postgresEventBus } from './realtime/event-bus.js';
import { registerEventRoutes } from './realtime/events.routes.js';
import { openDatabase, type OpenOptions } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { AppError, installErrorHandler } from './errors.js';
import { registerHealthRoutes } from './features/health/health.routes.js';
import { databaseRateLimitStore } from './http/rate-limit-store.js';
import { registerSecurity } from './http/security.js';
import { registerStaticFiles } from './http/static-files.js';
import { createMailer } from './mail/mailer.js';

export const BODY_LIMIT_BYTES = 256 * 1024;

export interface BuiltApp extends ServerContext {
  app: FastifyInstance;
}

export interface BuildOptions {
  database?: OpenOptions;
  logger?: boolean;
}

/** The whole server for one configuration: database migrated, plugins, then features. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // A line per request costs throughput; it is there when LOG_LEVEL asks for debug detail.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    routerOptions: { ignoreTrailingSlash: true },
  });
  const db = openDatabase(config.database, options.database);
  try {
    await migrateToLatest(db);
    await syncAdminRoles(db, config.adminEmails);
  } catch (error) {
    await db.close();
    throw error;
  }
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
  });
  const auth = createAuth({
    config,
    db,
    mailer,
    log: app.log,
    trustedOrigins: (request) =>
      request ? [config.publicUrl, new URL(request.url).origin].filter((o): o is string => Boolean(o)) : [],
  });
  const bus = db.pool ? postgresEventBus(db.pool, app.log) : inProcessEventBus();
  await bus.ready;
  const sessions = createSessionReader(db, config.authSecret);
  const context: ServerContext = { config, db, auth, sessions, bus };
  app.addHook('onClose', async () => {
    mailer.close();
    await bus.close();
    await db.close();
  });

  // The API speaks JSON only: any other body is a 415, not a string for the routes to trip over.
  app.removeContentTypeParser('text/plain');
  installErrorHandler(app);
  await registerSecurity(app, config);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        errorCodes.rateLimited,
        429,
        `Too many attempts from your address. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      ),
  });

  registerHealthRoutes(app, db);
  registerAuthRoutes(app, auth, sessions);
  registerTripRoutes(app, context);
  registerRecommendationRoutes(app, context);
  registerEventRoutes(app, context);
  registerFriendRoutes(app, context);
  registerSharingRoutes(app, context);
  await registerStaticFiles(app, config.webDir);
  return { app, ...context };
}
