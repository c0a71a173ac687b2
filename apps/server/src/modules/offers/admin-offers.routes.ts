import {
  adminOfferExpirySchema,
  adminOfferInputSchema,
  adminOfferResponseSchema,
  adminReviseDocumentSchema,
  domainQuerySchema,
  offerDocumentParamsSchema,
  offerIdParamsSchema,
} from '@careers/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { adminOnly, requireAdmin } from '../../plugins/app/require-admin.ts';
import { listOfferEvents } from './audit-trail.ts';
import { extendOffer } from './extend-offer.ts';
import { findOffer } from './lock-offer.ts';
import { cancelOffer, reviseDocument, setOfferExpiry } from './manage-offer.ts';
import type { OfferRow } from '../../db/tables/offer-tables.ts';
import { toOfferResponse } from './to-offer-response.ts';

const tags = ['admin'];
const security: Record<string, string[]>[] = [{ apiToken: [] }, { session: [] }];

const actorName = async (deps: AppDeps, request: FastifyRequest) => {
  const actor = await requireAdmin(deps, request);
  return actor.kind === 'api_token' ? `api token ${actor.name}` : `admin #${actor.candidateId}`;
};

const withTrail = async (deps: AppDeps, offer: OfferRow) => ({
  data: {
    ...(await toOfferResponse(deps, offer)),
    audit_trail: (await listOfferEvents(deps.db, offer.id)).map((event) => ({
      action: event.action,
      actor: event.actor,
      from_status: event.from_status,
      to_status: event.to_status,
      document_id: event.document_id,
      created_at: event.created_at.toISOString(),
    })),
  },
});

/**
 * Employer side: /api/admin/offers: extend an offer with documents (PDF or template), read it with
 * its audit trail, revise a document, cancel, set the expiry. Admin session or API token.
 */
export const adminOffersRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = { preValidation: adminOnly(deps) };
  const schema = { tags, security, querystring: domainQuerySchema };
  const one = {
    ...schema,
    params: offerIdParamsSchema,
    response: { 200: adminOfferResponseSchema },
  };

  routes.post(
    '/api/admin/offers',
    {
      ...base,
      bodyLimit: 30 * 1024 * 1024,
      schema: {
        ...schema,
        summary: 'Extend an offer with its documents',
        body: adminOfferInputSchema,
        response: { 201: adminOfferResponseSchema },
      },
    },
    async (request, reply) => {
      const offer = await extendOffer(
        deps,
        { id: request.tenant.id, name: request.tenant.name },
        await actorName(deps, request),
        request.body,
      );
      return reply.status(201).send(await withTrail(deps, offer));
    },
  );

  routes.get(
    '/api/admin/offers/:id',
    { ...base, schema: { ...one, summary: 'Read an offer with its audit trail' } },
    async (request) =>
      withTrail(deps, await findOffer(deps.db, { tenantId: request.tenant.id }, request.params.id)),
  );

  routes.post(
    '/api/admin/offers/:id/cancel',
    { ...base, schema: { ...one, summary: 'Cancel an open offer' } },
    async (request) => {
      const scope = { tenantId: request.tenant.id, actorName: await actorName(deps, request) };
      return withTrail(deps, await cancelOffer(deps, scope, request.params.id));
    },
  );

  routes.put(
    '/api/admin/offers/:id/expiry',
    {
      ...base,
      schema: { ...one, summary: 'Set or clear the expiry', body: adminOfferExpirySchema },
    },
    async (request) => {
      const scope = { tenantId: request.tenant.id, actorName: await actorName(deps, request) };
      return withTrail(
        deps,
        await setOfferExpiry(deps, scope, request.params.id, request.body.expires_at),
      );
    },
  );

  routes.put(
    '/api/admin/offers/:id/documents/:documentId',
    {
      ...base,
      bodyLimit: 30 * 1024 * 1024,
      schema: {
        ...schema,
        params: offerDocumentParamsSchema,
        response: { 200: adminOfferResponseSchema },
        summary: 'Revise a document: put it under revision, or replace its file',
        body: adminReviseDocumentSchema,
      },
    },
    async (request) => {
      const scope = { tenantId: request.tenant.id, actorName: await actorName(deps, request) };
      return withTrail(
        deps,
        await reviseDocument(
          deps,
          scope,
          request.params.id,
          request.params.documentId,
          request.body,
        ),
      );
    },
  );
};
