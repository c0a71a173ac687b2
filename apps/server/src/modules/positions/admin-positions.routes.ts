import {
  adminPositionResponseSchema,
  domainQuerySchema,
  positionIdParamsSchema,
  positionInputSchema,
} from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { adminOnly } from '../../plugins/app/require-admin.ts';
import { closePosition, reopenPosition } from './close-position.ts';
import { createPosition } from './create-position.ts';
import { getPosition } from './get-position.ts';
import { updatePosition } from './update-position.ts';

const tags = ['admin'];
// an admin session (cookie) or an API token: `npm run admin:token`
const security: Record<string, string[]>[] = [{ apiToken: [] }, { session: [] }];

/**
 * Employer side: /api/admin/positions (create, read, update, close, reopen). An admin session or
 * an API token (`Authorization: Bearer cst_…`) of the tenant named by `domain`; checked before
 * the body is validated.
 */
export const adminPositionsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = { preValidation: adminOnly(deps), bodyLimit: 512 * 1024 };
  const schema = {
    tags,
    security,
    querystring: domainQuerySchema,
  };
  const one = {
    ...schema,
    params: positionIdParamsSchema,
    response: { 200: adminPositionResponseSchema },
  };

  routes.post(
    '/api/admin/positions',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Publish a position (open; postedAt defaults to now)',
        body: positionInputSchema,
        response: { 201: adminPositionResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await createPosition(deps, request.tenant.id, request.body);
      return reply.status(201).send({ data });
    },
  );

  routes.get(
    '/api/admin/positions/:id',
    { ...base, schema: { ...one, summary: 'Read a position, open or closed' } },
    async (request) => ({ data: await getPosition(deps, request.tenant.id, request.params.id) }),
  );

  routes.put(
    '/api/admin/positions/:id',
    {
      ...base,
      schema: {
        ...one,
        summary: 'Replace a position (fields and locations); its status stays',
        body: positionInputSchema,
      },
    },
    async (request) => ({
      data: await updatePosition(deps, request.tenant.id, request.params.id, request.body),
    }),
  );

  routes.post(
    '/api/admin/positions/:id/close',
    { ...base, schema: { ...one, summary: 'Close a position: it leaves the search at once' } },
    async (request) => ({ data: await closePosition(deps, request.tenant.id, request.params.id) }),
  );

  routes.post(
    '/api/admin/positions/:id/reopen',
    { ...base, schema: { ...one, summary: 'Reopen a closed position' } },
    async (request) => ({ data: await reopenPosition(deps, request.tenant.id, request.params.id) }),
  );
};
