import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { App, RouteEntry } from './core/app.ts';
import type { AppDeps } from './core/app-deps.ts';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/open-database.ts';
import { registerDevRoutes } from './demo/dev/register-dev-routes.ts';
import { DYNAMIC_COMPRESSION } from './http/compression.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors.ts';
import { serializeRequest } from './http/request-log.ts';
import { registerBareModules, registerModules } from './modules/register-modules.ts';
import { createSearchIndexes } from './modules/search/index.ts';
import { createRateLimiter } from './services/rate-limits/rate-limiter.ts';
import { createSessionStore } from './services/sessions/session-store.ts';
import { createTenantRegistry } from './services/tenants/tenant-registry.ts';
import { registerAccessCheck } from './plugins/app/access.ts';
import { registerNoStore } from './plugins/app/no-store.ts';
import { registerNulByteRefusal } from './plugins/app/refuse-nul-bytes.ts';
import { registerRequestContext } from './plugins/app/request-context.ts';
import { registerSecurityHeaders } from './plugins/app/security-headers.ts';
import { systemClock, type Clock } from './services/clock.ts';
import { createDatabaseFileStore } from './services/files/database-file-store.ts';
import { createJobRunner } from './services/jobs/job-runner.ts';
import type { FileStore } from './services/files/file-store.ts';
import type { Mailer } from './services/mailer/mailer.ts';
import { createOutboxMailer } from './services/mailer/outbox-mailer.ts';
import { createSmtpMailer } from './services/mailer/smtp-mailer.ts';
import { PARSE_TIME_LIMITS } from './services/parse-pool/parse-pool.ts';
import { loadServerSecret } from './services/server-secret.ts';

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  files?: FileStore;
  mailer?: Mailer;
  clock?: Clock;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /**
   * Whether the background-job runner starts once the app is ready (default true). Tests leave
   * it stopped and run their passes with `deps.jobs.runDue()`, so no pass races their calls.
   */
  isJobRunnerStarted?: boolean;
};

/** The app factory: database, file store, mailer and clock come in, so tests swap them freely. */
export const buildApp = async (options: BuildAppOptions): Promise<App> => {
  const { config, database } = options;
  const { db } = database;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // readable lines in a developer's terminal; JSON lines everywhere else
      ...(config.env === 'development' &&
        process.stdout.isTTY && {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }),
      serializers: { req: serializeRequest },
      ...(options.logStream && { stream: options.logStream }),
      redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // the router's and the HTTP parser's own refusals, in the project's error shape
    frameworkErrors,
    clientErrorHandler,
  });
  // Read when asked: a plugin's own onRoute hook may still set the access after this one runs.
  const registered: RouteOptions[] = [];
  app.addHook('onRoute', (options) => {
    registered.push(options);
  });
  const routeTable = (): RouteEntry[] =>
    registered.flatMap((options) =>
      [options.method].flat().map((method) => ({
        method,
        url: options.url,
        access: options.config?.access,
        isBare: options.config?.isBare === true,
      })),
    );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: AppDeps = {
    config,
    database,
    db,
    clock,
    files: options.files ?? createDatabaseFileStore(db),
    mailer:
      options.mailer ??
      (config.smtpUrl
        ? createSmtpMailer(config.smtpUrl, config.mailFrom)
        : createOutboxMailer(db, clock)),
    secret: await loadServerSecret(db, config.sessionSecret),
    log: app.log,
    tenants: createTenantRegistry(db, () => clock.now()),
    sessions: createSessionStore(db, clock, {
      absoluteMs: config.sessionAbsoluteMs,
      idleMs: config.sessionIdleMs,
    }),
    rateLimiter: createRateLimiter(db, clock),
    search: createSearchIndexes(db, app.log, { threads: config.searchThreads }),
    jobs: createJobRunner({ db, clock, log: app.log }),
    parseTimeLimits: PARSE_TIME_LIMITS,
  };
  const isSecure = config.publicUrl.startsWith('https:');

  await app.register(fastifyCookie);
  await app.register(fastifyCompress, DYNAMIC_COMPRESSION);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Careers site API', version: '0.1.0' },
      components: {
        securitySchemes: {
          apiToken: { type: 'http', scheme: 'bearer', description: 'npm run admin:token' },
          session: { type: 'apiKey', in: 'cookie', name: 'sid_<tenant id>' },
        },
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  registerErrorHandler(app);
  registerNulByteRefusal(app);
  registerSecurityHeaders(app, { isSecure, esignOrigin: config.esignOrigin });
  await registerBareModules(app, deps);

  await app.register(async (scope) => {
    registerRequestContext(scope, {
      tenants: deps.tenants,
      sessions: deps.sessions,
      secret: deps.secret,
      isSecure,
    });
    registerAccessCheck(scope, deps);
    registerNoStore(scope);
    registerModules(scope, deps);
    // the development tools (demo offers, API tokens, the outbox) never reach production
    if (config.env !== 'production') registerDevRoutes(scope, deps);
  });
  app.get(
    '/api/docs',
    { schema: { hide: true }, config: { isBare: true, access: 'public' } },
    async () => app.swagger(),
  );

  // The index is built once the app is ready (after the demo seed on a first start) and then
  // follows every node's position writes until the app closes. The build streams the database
  // while the server already answers: /healthz at once, /readyz once the indexes are built,
  // searches wait for it. Writes during the build are followed (and read again after it).
  let stopFollowing: (() => Promise<void>) | undefined;
  let stopFollowingTenants: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopFollowingTenants = await deps.tenants.follow(database);
    stopFollowing = await deps.search.follow(database);
    deps.search
      .build()
      .catch((error: unknown) => app.log.error({ err: error }, 'search index build failed'));
    if (options.isJobRunnerStarted !== false) deps.jobs.start();
  });
  app.addHook('onClose', async () => {
    await deps.jobs.stop();
    await stopFollowing?.();
    await stopFollowingTenants?.();
    await deps.search.ready().catch(() => {});
    await deps.search.close();
    await deps.mailer.close?.();
  });
  return Object.assign(app, { deps, routeTable }) as App;
};
