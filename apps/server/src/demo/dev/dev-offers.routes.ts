import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { route } from '../../http/route.ts';
import { extendOffer, toOfferResponse } from '../../modules/offers/index.ts';
import { createApiToken } from '../../services/api-tokens/create-api-token.ts';
import { devEndpoints } from './dev-endpoints.ts';

const LETTER =
  'Offer letter\n{{today}}\n\nDear {{candidate.fullname}},\n\nWe are pleased to offer you the position of ' +
  '{{position.name}} at {{company.name}}.\n\nPlease review and sign this letter to accept the offer.';

/**
 * POST /dev/offers extends a new offer with one letter to the signed-in candidate, so every flow
 * can be tried again, by hand or by a browser journey; POST /dev/api-tokens gives a signed-in
 * candidate an employer API token of the site (what `npm run admin:token` does, for a journey
 * that drives /api/admin/offers while the server runs).
 */
export const devOffersRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, devEndpoints.devCreateApiToken, async (request, _reply, { candidate }) => {
    const { token } = await createApiToken(deps.db, {
      tenantId: request.tenant.id,
      name: `development tools (${candidate.email})`,
      now: deps.clock.now(),
    });
    return { token };
  });

  route(app, devEndpoints.devExtendOffer, async (request, _reply, { candidate }) => {
    const days = request.body.expires_in_days;
    const offer = await extendOffer(deps, {
      tenant: { id: request.tenant.id, name: request.tenant.name },
      actorName: 'development tools',
      offer: {
        candidate_email: candidate.email,
        position_name: request.body.position_name,
        expires_at:
          days === undefined
            ? null
            : new Date(deps.clock.now().getTime() + days * 86_400_000).toISOString(),
        documents: [{ name: 'Offer letter', signing: request.body.signing, template: LETTER }],
      },
    });
    return toOfferResponse(deps, offer);
  });
};
