import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Probes for the load balancer and the orchestrator, not operations of the API: left out of
// /api/docs, where every operation has a caller and error answers.
const probe = {
  schema: { hide: true },
  config: { isBare: true, access: 'public' as const },
  logLevel: 'warn' as const,
};

/** /healthz: the process answers. /readyz: it can also reach its database. */
export const healthRoutes = (app: FastifyInstance, db: Kysely<Database>) => {
  app.get('/healthz', probe, async () => ({
    data: { status: 'ok' },
  }));
  app.get('/readyz', probe, async (_request, reply) => {
    try {
      await sql`SELECT 1`.execute(db);
      return { data: { status: 'ready' } };
    } catch {
      return reply.status(503).send({
        message: 'The database is not reachable.',
        error: { code: 'service_unavailable', message: 'The database is not reachable.' },
      });
    }
  });
};
