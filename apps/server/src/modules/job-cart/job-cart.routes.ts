import { api, statusOfErrorCode } from '@careers/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { readJobCart } from './read-job-cart.ts';
import { updateJobCart } from './update-job-cart.ts';

/** The cart's size; a tenant without a cart refuses both calls. */
const cartLimit = (request: FastifyRequest) => {
  const { enabled, maxItems } = request.tenant.config.jobCart;
  if (!enabled)
    throw new AppError(
      statusOfErrorCode('feature_disabled'),
      'feature_disabled',
      'This site does not offer a job cart.',
    );
  return maxItems;
};

/** The signed-in candidate's job cart: positions to apply to with one form. */
export const jobCartRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.getJobCart, async (request, _reply, { candidate }) =>
    readJobCart(deps.db, {
      candidateId: candidate.id,
      tenantId: request.tenant.id,
      maxItems: cartLimit(request),
    }),
  );

  route(app, api.updateJobCart, async (request, _reply, { candidate }) => {
    const maxItems = cartLimit(request);
    await updateJobCart(deps, {
      tenantId: request.tenant.id,
      candidateId: candidate.id,
      positionIds: request.body.pids.map(Number),
      operation: request.body.operation,
      maxItems,
    });
    return readJobCart(deps.db, {
      candidateId: candidate.id,
      tenantId: request.tenant.id,
      maxItems,
    });
  });
};
