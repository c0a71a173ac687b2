import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** /healthz: the process answers. /readyz: it can also reach its database. */
export const healthRoutes = (app: FastifyInstance, db: Kysely<Database>) => {
  app.get(
    '/healthz',
    { config: { isBare: true, access: 'public' }, logLevel: 'warn' },
    async () => ({
      data: { status: 'ok' },
    }),
  );
  app.get(
    '/readyz',
    { config: { isBare: true, access: 'public' }, logLevel: 'warn' },
    async (_request, reply) => {
      try {
        await sql`SELECT 1`.execute(db);
        return { data: { status: 'ready' } };
      } catch {
        return reply.status(503).send({
          message: 'The database is not reachable.',
          error: { code: 'service_unavailable', message: 'The database is not reachable.' },
        });
      }
    },
  );
};
