import { domainQuerySchema, jobCartBodySchema, jobCartResponseSchema } from '@careers/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { forbidden } from '../../http/app-error.ts';
import { requireCandidate } from '../../plugins/app/request-context.ts';
import { readJobCart } from './read-job-cart.ts';
import { updateJobCart } from './update-job-cart.ts';

const tags = ['job cart'];

const cartOwner = (request: FastifyRequest) => {
  const candidate = requireCandidate(request);
  if (!request.tenant.config.jobCart.enabled)
    throw forbidden('This site does not offer a job cart.');
  return candidate;
};

/** GET and POST /api/pcsx/job_cart (spec 001 sections 3, 4 and 7). */
export const jobCartRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/pcsx/job_cart',
    {
      schema: {
        tags,
        summary: 'The candidate’s job cart and the ids in it that are no longer open',
        querystring: domainQuerySchema,
        response: { 200: jobCartResponseSchema },
      },
    },
    async (request) => {
      const candidate = cartOwner(request);
      const { maxItems } = request.tenant.config.jobCart;
      return {
        data: await readJobCart(deps.db, {
          candidateId: candidate.id,
          tenantId: request.tenant.id,
          maxItems,
        }),
      };
    },
  );

  routes.post(
    '/api/pcsx/job_cart',
    {
      schema: {
        tags,
        summary: 'Add positions to the cart or remove them; answers the whole cart',
        querystring: domainQuerySchema,
        body: jobCartBodySchema,
        response: { 200: jobCartResponseSchema },
      },
    },
    async (request) => {
      const candidate = cartOwner(request);
      const { maxItems } = request.tenant.config.jobCart;
      await updateJobCart(deps, {
        tenantId: request.tenant.id,
        candidateId: candidate.id,
        positionIds: request.body.pids.map(Number),
        operation: request.body.operation,
        maxItems,
      });
      return {
        data: await readJobCart(deps.db, {
          candidateId: candidate.id,
          tenantId: request.tenant.id,
          maxItems,
        }),
      };
    },
  );
};
