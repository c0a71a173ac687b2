import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import type { SearchIndexes } from '../services/search/search-indexes.ts';
import type { RateLimiter } from '../services/rate-limits/rate-limiter.ts';
import type { SessionStore } from '../services/sessions/session-store.ts';
import type { TenantRegistry } from '../services/tenants/tenant-registry.ts';
import type { Clock } from '../services/clock.ts';
import type { FileStore } from '../services/files/file-store.ts';
import type { JobRunner } from '../services/jobs/job-runner.ts';
import type { Mailer } from '../services/mailer/mailer.ts';
import type { ParseTimeLimits } from '../services/parse-pool/parse-pool.ts';

/** What services get: the injected parts (database, files, mail, clock) and the app's own. */
export type AppDeps = {
  config: AppConfig;
  /** The database handle: notification channels and LISTEN. */
  database: DatabaseHandle;
  db: Kysely<Database>;
  files: FileStore;
  mailer: Mailer;
  clock: Clock;
  secret: string;
  log: FastifyBaseLogger;
  tenants: TenantRegistry;
  sessions: SessionStore;
  rateLimiter: RateLimiter;
  /** Every tenant's in-memory search index, following position writes. */
  search: SearchIndexes;
  /** Background jobs: modules register theirs; each slot runs on one node. */
  jobs: JobRunner;
  /**
   * How long signing a PDF may wait for and take in the parse pool: PARSE_TIME_LIMITS for
   * everything people send; the demo seed, which signs only its own letters, waits as long as it takes.
   */
  parseTimeLimits: ParseTimeLimits;
};
