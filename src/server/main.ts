import { existsSync } from 'node:fs';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

/** Listens, and on SIGTERM/SIGINT stops accepting, lets requests finish, then closes the database. */
async function main(): Promise<void> {
  // A .env beside the app fills in what the environment does not already say.
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app } = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ host: config.host, port: config.port });
  // A parent process that started us with an IPC channel (tests, scripts) learns we are ready.
  process.send?.({ type: 'tiplist:ready' });
  const database = config.database.dialect === 'sqlite' ? config.database.file : 'PostgreSQL';
  app.log.info(
    `Tiplist is ready at ${config.publicUrl ?? `http://localhost:${config.port}`} (database: ${database})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
