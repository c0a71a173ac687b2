import {
  domainQuerySchema,
  offerDocumentSigningSchema,
  offerResponseSchema,
} from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireCandidate } from '../../plugins/app/request-context.ts';
import { createApiToken } from '../../services/api-tokens/create-api-token.ts';
import { extendOffer } from './extend-offer.ts';
import { toOfferResponse } from './to-offer-response.ts';

const bodySchema = z.object({
  position_name: z.string().trim().min(1).max(200),
  signing: offerDocumentSigningSchema.exclude(['none']).default('esign'),
  expires_in_days: z.number().min(-30).max(365).optional(),
});

const LETTER =
  'Offer letter\n{{today}}\n\nDear {{candidate.fullname}},\n\nWe are pleased to offer you the position of ' +
  '{{position.name}} at {{company.name}}.\n\nPlease review and sign this letter to accept the offer.';

const tokenResponseSchema = z.object({ data: z.object({ token: z.string() }) });

/**
 * Development only (never in production): POST /dev/offers extends a new offer with one letter
 * to the signed-in candidate, so every flow can be tried again, by hand or by a browser journey;
 * POST /dev/api-tokens gives a signed-in candidate an employer API token of the site (what
 * `npm run admin:token` does, for a journey that drives /api/admin/offers while the server runs).
 */
export const devOffersRoutes = (app: FastifyInstance, deps: AppDeps) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/api-tokens',
    {
      schema: {
        hide: true,
        querystring: domainQuerySchema,
        response: { 201: tokenResponseSchema },
      },
    },
    async (request, reply) => {
      const candidate = requireCandidate(request);
      const { token } = await createApiToken(deps.db, {
        tenantId: request.tenant.id,
        name: `development tools (${candidate.email})`,
        now: deps.clock.now(),
      });
      return reply.status(201).send({ data: { token } });
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/offers',
    {
      schema: {
        hide: true,
        querystring: domainQuerySchema,
        body: bodySchema,
        response: { 201: offerResponseSchema },
      },
    },
    async (request, reply) => {
      const candidate = requireCandidate(request);
      const days = request.body.expires_in_days;
      const offer = await extendOffer(
        deps,
        { id: request.tenant.id, name: request.tenant.name },
        'development tools',
        {
          candidate_email: candidate.email,
          position_name: request.body.position_name,
          expires_at:
            days === undefined
              ? null
              : new Date(deps.clock.now().getTime() + days * 86_400_000).toISOString(),
          documents: [{ name: 'Offer letter', signing: request.body.signing, template: LETTER }],
        },
      );
      return reply.status(201).send({ data: await toOfferResponse(deps, offer) });
    },
  );
};
