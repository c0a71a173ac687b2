import { api, parsePositionId } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { badRequest } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { ROUTE_RATE_LIMITS as limits } from '../../services/rate-limits/route-rate-limits.ts';
import { recordEvent } from './record-event.ts';

export const VSLOG_BODY_LIMIT = 32 * 1024;

const parseDetails = (dataJson: string | undefined): unknown => {
  if (dataJson === undefined) return {};
  try {
    return JSON.parse(dataJson);
  } catch {
    throw badRequest('data_json must be JSON text.', { data_json: 'data_json must be JSON text.' });
  }
};

/**
 * Stores analytics events per tenant: page loads, timings and render crashes. The event and its
 * namespace come in the body, or in the query for the timing form (`?event=&namespace=`) whose
 * body carries `metrics_to_push`. Size-capped and rate-limited per client address.
 */
export const vslogRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(
    app,
    api.recordAnalyticsEvent,
    async (request, reply, { candidate }) => {
      const event = request.body.event ?? request.query.event;
      const namespace = request.body.namespace ?? request.query.namespace;
      if (!event || !namespace) {
        throw badRequest('An event and a namespace are required.', {
          ...(!event && { event: 'Required' }),
          ...(!namespace && { namespace: 'Required' }),
        });
      }
      const details = parseDetails(request.body.data_json);
      await recordEvent(deps, {
        tenantId: request.tenant.id,
        candidateId: candidate?.id ?? null,
        event,
        namespace,
        positionId: parsePositionId(request.query.pid) ?? null,
        data: request.body.metrics_to_push
          ? { details, metrics: request.body.metrics_to_push }
          : details,
      });
      return reply.status(204).send();
    },
    { bodyLimit: VSLOG_BODY_LIMIT, rateLimit: deps.rateLimiter.guard(limits.recordAnalyticsEvent) },
  );
};
