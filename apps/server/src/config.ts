import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Careers <no-reply@careers.localhost>'),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    // Blank counts as unset, so `PUBLIC_ESIGN_URL=` in a compose file keeps the page on the site.
    PUBLIC_ESIGN_URL: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() || undefined : value),
      z.url({ protocol: /^https?$/ }).optional(),
    ),
    // Where relative asset paths (profile photos) are served from; unset: the request's own origin.
    STATIC_ASSET_URL: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() || undefined : value),
      z.url({ protocol: /^https?$/ }).optional(),
    ),
    // Where IndexNow pings go (a tenant turns them on in its config); any IndexNow engine shares them.
    INDEXNOW_ENDPOINT: z.url({ protocol: /^https?$/ }).default('https://api.indexnow.org/indexnow'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SESSION_SECRET: z.string().min(32).optional(),
    SESSION_ABSOLUTE_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(12),
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .positive()
      .max(24 * 60)
      .default(30),
    TRUST_PROXY: booleanFromEnv.default(false),
    // The outbox shows every sign-in code: only this machine sees it unless this says otherwise.
    DEV_OUTBOX_PUBLIC: booleanFromEnv.default(false),
    WEB_DIST_DIR: z.string().min(1).optional(),
    // Worker threads that hold the search indexes and answer searches; 0 answers in this thread.
    SEARCH_THREADS: z.coerce.number().int().min(0).max(64).optional(),
    // Test-only: each thread that reads uploaded files waits this long before its first file, as
    // on a machine whose cores are all taken (the fault test of a first start under load).
    PARSE_WORKER_START_DELAY_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.SMTP_URL, {
    message: 'SMTP_URL is required when NODE_ENV=production (sign-in codes are sent by email)',
    path: ['SMTP_URL'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || !env.PARSE_WORKER_START_DELAY_MS, {
    message: 'PARSE_WORKER_START_DELAY_MS is for tests; it is refused when NODE_ENV=production',
    path: ['PARSE_WORKER_START_DELAY_MS'],
  });

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /** The origin of the hosted e-signature page when it lives on a signing host of its own. */
  esignOrigin: string | undefined;
  /** The static asset host (STATIC_ASSET_URL, no trailing slash), or undefined for the request's origin. */
  staticAssetUrl: string | undefined;
  logLevel: string;
  indexNowEndpoint: string;
  sessionSecret: string | undefined;
  sessionAbsoluteMs: number;
  sessionIdleMs: number;
  trustProxy: boolean;
  /** The development outbox answers every address, not only loopback (DEV_OUTBOX_PUBLIC). */
  isDevOutboxPublic: boolean;
  webDistDir: string;
  /**
   * Search worker threads (SEARCH_THREADS; default as many as the machine has cores; 0 in
   * tests). They read one shared copy of each index, so more threads cost little memory.
   */
  searchThreads: number;
  /** Test-only (PARSE_WORKER_START_DELAY_MS): parse threads slowed to start; 0 otherwise. */
  parseWorkerStartDelayMs: number;
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export class ConfigError extends Error {}

/** Reads and validates the environment (twelve-factor); a bad value stops the server clearly. */
export const loadConfig = (environment: NodeJS.ProcessEnv = process.env): AppConfig => {
  const parsed = envSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    esignOrigin: env.PUBLIC_ESIGN_URL ? new URL(env.PUBLIC_ESIGN_URL).origin : undefined,
    staticAssetUrl: env.STATIC_ASSET_URL?.replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    indexNowEndpoint: env.INDEXNOW_ENDPOINT,
    sessionSecret: env.SESSION_SECRET,
    sessionAbsoluteMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000,
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
    trustProxy: env.TRUST_PROXY,
    isDevOutboxPublic: env.DEV_OUTBOX_PUBLIC,
    searchThreads: env.SEARCH_THREADS ?? (env.NODE_ENV === 'test' ? 0 : availableParallelism()),
    parseWorkerStartDelayMs: env.PARSE_WORKER_START_DELAY_MS ?? 0,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
  };
};
