import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SearchIndexes } from '../../services/search/search-indexes.ts';

// Probes for the load balancer and the orchestrator, not operations of the API: left out of
// /api/docs, where every operation has a caller and error answers.
const probe = {
  schema: { hide: true },
  config: { isBare: true, access: 'public' as const },
  logLevel: 'warn' as const,
};

const unavailable = (message: string) => ({
  message,
  error: { code: 'service_unavailable', message },
});

/**
 * /healthz: the process answers (also while the search indexes are built at start).
 * /readyz: it can also reach its database, and the search indexes are built.
 */
export const healthRoutes = (
  app: FastifyInstance,
  db: Kysely<Database>,
  search: Pick<SearchIndexes, 'isReady'>,
) => {
  app.get('/healthz', probe, async () => ({
    data: { status: 'ok' },
  }));
  app.get('/readyz', probe, async (_request, reply) => {
    try {
      await sql`SELECT 1`.execute(db);
    } catch {
      return reply.status(503).send(unavailable('The database is not reachable.'));
    }
    if (!search.isReady()) {
      return reply.status(503).send(unavailable('The search indexes are being built.'));
    }
    return { data: { status: 'ready' } };
  });
};
