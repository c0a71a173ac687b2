import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { startServer } from './start-server.ts';

const fail = (message: string) => {
  console.error(`\n${message}\n`);
  process.exit(1);
};

let config;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

try {
  const server = await startServer(config!);
  const { app } = server;
  app.log.info(
    `Careers site on ${config!.publicUrl}/careers  (demo candidate: demo@northwind.example; ` +
      (app.deps.mailer.kind === 'outbox'
        ? `sign-in codes at ${config!.publicUrl}/dev/outbox)`
        : 'codes by email)'),
  );
  // Graceful shutdown: stop accepting, let in-flight requests finish, close the database, exit 0.
  const shutdown = (signal: string) => {
    app.log.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => {
      app.log.error('shutdown took over 15 s; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
} catch (error) {
  if (error instanceof DataDirLockedError) fail(error.message);
  console.error(error);
  process.exit(1);
}
