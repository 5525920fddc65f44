import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { errorCodes } from '../shared/contracts/errors.js';
import { ReadCaches } from './cache/read-cache.js';
import { syncAdminRoles } from './auth/admin-roles.js';
import { createAuth } from './auth/auth.js';
import { authRoutes } from './auth/auth.routes.js';
import { emailVerificationRoutes, ownEmailVerificationRoutes } from './auth/email-verification.routes.js';
import { createSessionReader } from './auth/session.js';
import type { AppConfig } from './config.js';
import { trustedProxies } from './http/trusted-proxies.js';
import type { ServerContext } from './context.js';
import { openDatabase, type OpenOptions } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { migrationHelpers } from './migration-helpers.js';
import { serverLogger } from './server-logger.js';
import { AppError, errorBody, installErrorHandler } from './errors.js';
import { adminRoutes } from './features/admin/admin.routes.js';
import { copyRoutes } from './features/copies/copies.routes.js';
import { companionRoutes, invitePreviewRoutes } from './features/companions/companions.routes.js';
import { friendRoutes } from './features/friends/friends.routes.js';
import { createFollowMailSender, type FollowMailSender } from './features/follow-links/follow-mail-sender.js';
import { followLinkRoutes } from './features/follow-links/follow-links.routes.js';
import { registerFollowPages } from './features/follow-links/follow-pages.js';
import { languageForm } from './features/profile/language-form.js';
import { createFollowStreams, type FollowStreams } from './features/follow-links/follow-streams.js';
import { exportRoutes, sharedExportRoutes } from './features/exports/exports.routes.js';
import { tripImportRoutes } from './features/imports/imports.routes.js';
import { guidebookImportRoutes } from './features/guidebooks/guidebook-imports.routes.js';
import { guidebookTipRoutes } from './features/guidebooks/guidebook-tips.routes.js';
import { guidebookRoutes } from './features/guidebooks/guidebooks.routes.js';
import { sharedGuidebookRoutes } from './features/guidebooks/shared-guidebooks.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { imageRoutes, profileImageRoutes } from './features/images/images.routes.js';
import { linkCardRoutes } from './features/link-cards/link-cards.routes.js';
import { linkCardSubjects } from './link-card-subjects.js';
import { renderedPages } from './rendered-pages.js';
import { placeRoutes } from './features/places/places.routes.js';
import { createPlaceSearch } from './features/places/places.service.js';
import { profileRoutes } from './features/profile/profile.routes.js';
import { notificationSettingsRoutes } from './features/notifications/notification-settings.routes.js';
import { mapRoutes } from './features/maps/maps.routes.js';
import { myDataRoutes } from './features/my-data/my-data.routes.js';
import { mailChannel, webhookChannel } from './features/notifications/notification-channels.js';
import {
  createNotificationSender,
  type NotificationSender,
  type SenderOptions,
} from './features/notifications/notification-sender.js';
import { unsubscribePage } from './features/notifications/unsubscribe-page.js';
import { tipRoutes } from './features/tips/tips.routes.js';
import { sharingRoutes } from './features/sharing/sharing.routes.js';
import { tripEventRoutes } from './features/trips/trip-events.routes.js';
import { tripRoutes } from './features/trips/trips.routes.js';
import { apiDocsRoutes, registerApiDocs } from './http/api-docs.js';
import { registerApiScopes } from './http/api-scopes.js';
import { useContractSchemas } from './http/contract-schemas.js';
import { useStrictJsonBodies } from './http/json-bodies.js';
import { databaseRateLimitStore, sweepRateLimits } from './http/rate-limit-store.js';
import { registerSecurity } from './http/security.js';
import { HandlersInFlight } from './http/handlers-in-flight.js';
import { registerStaticFiles } from './http/static-files.js';
import { createMailer } from './mail/mailer.js';
import { createMetrics } from './metrics/metrics.js';
import { tripLinkRoutes } from './features/sharing/trip-links.routes.js';
import { createLinkOpens } from './http/link-opens.js';
import { inProcessEventBus } from './realtime/event-bus.js';
import { createEventStreams } from './realtime/event-streams.js';
import { postgresEventBus } from './realtime/postgres-event-bus.js';

export const BODY_LIMIT_BYTES = 256 * 1024;
/** How long closing waits for handlers still at work (below the 10 s after which main.ts gives up). */
const HANDLERS_SETTLE_MS = 5_000;

/**
 * How long a client may take to send its request: a connection that dribbles its headers or body
 * (slowloris) is closed with a 408 instead of holding the server. Event streams are not affected:
 * their request is complete at once, only the answer lasts.
 */
export const HTTP_TIMEOUTS = { headersMs: 10_000, requestMs: 30_000, checkEveryMs: 2_000 };

export interface BuiltApp extends ServerContext {
  app: FastifyInstance;
  /** Every route registered, as Fastify was given it: the route-enumeration test reads these. */
  routes: readonly RouteOptions[];
  /** The worker that tells owners of new tips (tests drive its rounds). */
  notifications: NotificationSender;
  /** Friends' follow mails (decision 062); tests send what is due at a time of their choosing. */
  followMails: FollowMailSender;
  followStreams: FollowStreams;
}

export interface BuildOptions {
  database?: OpenOptions;
  logger?: boolean;
  /** Where log lines go instead of stdout (one JSON line per write). */
  logStream?: { write(line: string): void };
  timeouts?: typeof HTTP_TIMEOUTS;
  /** The notification worker's clock and rounds (tests). */
  notifications?: SenderOptions;
  /** Whether follow mails are sent on a timer (on unless a test sends them itself). */
  followMailTimer?: boolean;
}

/** The whole server for one configuration: database migrated, plugins, then features. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<BuiltApp> {
  const timeouts = options.timeouts ?? HTTP_TIMEOUTS;
  const app = Fastify({
    logger: serverLogger(config, options),
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    // A line per request costs throughput; it is there when LOG_LEVEL asks for debug detail.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed or over-long path gets the one error shape, like every other bad request.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const message = tooLong ? 'The address is too long.' : 'The address is malformed.';
      void reply.status(tooLong ? 414 : 400).send(errorBody(errorCodes.validation, message));
    },
  });
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  // Off unless METRICS_PORT is set: then every request is timed, so before any route is registered.
  const metrics = config.metrics ? createMetrics(app, config.metrics) : undefined;
  const db = openDatabase(config.database, {
    ...options.database,
    // Only what says why: the pool hangs the whole connection object on the error.
    onConnectionLost: ({ message }) =>
      app.log.warn(`a database connection was lost (${message}); it is replaced`),
  });
  try {
    await migrateToLatest(db, migrationHelpers);
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
  const bus = db.pool ? postgresEventBus(db.pool, app.log, metrics?.busRoundTrips()) : inProcessEventBus();
  await bus.ready;
  const auth = createAuth({
    config,
    db,
    mailer,
    bus,
    log: app.log,
    trustedOrigins: (request) =>
      request ? [config.publicUrl, new URL(request.url).origin].filter((o): o is string => Boolean(o)) : [],
  });
  const sessions = createSessionReader(db, config.authSecret, bus);
  const streams = createEventStreams(bus, config.livePages);
  const handlers = new HandlersInFlight();
  const opens = createLinkOpens(db, app.log);
  const rateLimitSweep = sweepRateLimits(db, app.log);
  const readCaches = new ReadCaches(bus, metrics?.readCacheLookups);
  const notifications = createNotificationSender(
    {
      db,
      log: app.log,
      channels: {
        email: mailChannel({ mailer, authSecret: config.authSecret, publicUrl: config.publicUrl }),
        webhook: webhookChannel({ allowPrivate: config.notifications.webhookAllowPrivate }),
      },
      batchMs: config.notifications.batchMs,
      publicUrl: config.publicUrl,
    },
    options.notifications,
  );
  const places = createPlaceSearch(db, config.places, app.log);
  const context: ServerContext = {
    config,
    db,
    auth,
    sessions,
    bus,
    streams,
    handlers,
    opens,
    readCaches,
    places,
  };
  app.addHook('onReady', (done) => {
    notifications.start();
    done();
  });
  const followStreams = createFollowStreams(bus, config.livePages);
  const followMails = createFollowMailSender({
    db,
    mailer,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  if (options.followMailTimer !== false) followMails.start();
  // Owners' notifications and friends' follow mails: one count of what is still to be told.
  const notificationsQueued = {
    queued: async () => (await notifications.queued()) + (await followMails.queued()),
  };
  metrics?.watch({ livePages: streams, pool: db.pool, notificationsQueued });
  app.addHook('preClose', (done) => {
    streams.closeAll();
    followStreams.closeAll();
    done();
  });
  app.addHook('onClose', async () => {
    // The server has stopped taking requests; those whose clients have left may still be writing. A
    // notification round under way is not waited for past its settle time: it is the database's to resume.
    await Promise.all([handlers.settled(HANDLERS_SETTLE_MS), notifications.stop(), followMails.stop()]);
    await opens.flush();
    await rateLimitSweep.stop();
    mailer.close();
    await bus.close();
    await db.close();
  });

  // The API speaks JSON only: any other body is a 415, not a string for the routes to trip over.
  app.removeContentTypeParser('text/plain');
  useStrictJsonBodies(app);
  installErrorHandler(app);
  useContractSchemas(app);
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

  await registerApiDocs(app, config);
  await registerApiScopes(app, context, {
    public: [
      healthRoutes,
      apiDocsRoutes,
      friendRoutes,
      followLinkRoutes({ streams: followStreams, mails: followMails }),
      sharingRoutes,
      sharedGuidebookRoutes,
      sharedExportRoutes,
      placeRoutes,
      mapRoutes,
      imageRoutes,
      linkCardRoutes(linkCardSubjects),
      invitePreviewRoutes,
    ],
    session: [authRoutes, emailVerificationRoutes],
    owner: [
      tripRoutes,
      tripEventRoutes,
      tripLinkRoutes,
      tipRoutes,
      exportRoutes,
      tripImportRoutes,
      guidebookRoutes,
      guidebookTipRoutes,
      guidebookImportRoutes,
      copyRoutes,
      companionRoutes(mailer),
      profileRoutes,
      notificationSettingsRoutes,
      myDataRoutes,
      ownEmailVerificationRoutes,
      profileImageRoutes,
    ],
    admin: [adminRoutes],
  });
  await app.register(unsubscribePage(context));
  await app.register(languageForm(context));
  registerFollowPages(app, context);
  await registerStaticFiles(app, {
    webDir: config.webDir,
    context,
    renderedPages,
  });
  return { app, routes, notifications, followMails, followStreams, ...context };
}
