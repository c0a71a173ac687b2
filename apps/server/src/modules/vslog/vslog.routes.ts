import { parsePositionId, vslogBodySchema, vslogQuerySchema } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest } from '../../http/app-error.ts';

const parseDetails = (dataJson: string | undefined): unknown => {
  if (dataJson === undefined) return {};
  try {
    return JSON.parse(dataJson);
  } catch {
    throw badRequest('data_json must be JSON text.', { data_json: 'data_json must be JSON text.' });
  }
};

/** Stores analytics events per tenant: page loads, timings and render crashes. */
export const vslogRoutes = (app: FastifyInstance, deps: AppDeps) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/vslog',
    {
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['analytics'],
        summary: 'Record an analytics event',
        querystring: vslogQuerySchema,
        body: vslogBodySchema,
      },
    },
    async (request, reply) => {
      const event = request.body.event ?? request.query.event;
      const namespace = request.body.namespace ?? request.query.namespace;
      if (!event || !namespace) {
        throw badRequest('An event and a namespace are required.', {
          ...(!event && { event: 'Required' }),
          ...(!namespace && { namespace: 'Required' }),
        });
      }
      const details = parseDetails(request.body.data_json);
      await deps.db
        .insertInto('analytics_events')
        .values({
          tenant_id: request.tenant.id,
          candidate_id: request.session?.candidate.id ?? null,
          event,
          namespace,
          position_id: parsePositionId(request.query.pid) ?? null,
          data: JSON.stringify(
            request.body.metrics_to_push
              ? { details, metrics: request.body.metrics_to_push }
              : details,
          ),
          created_at: deps.clock.now(),
        })
        .execute();
      return reply.status(204).send();
    },
  );
};
