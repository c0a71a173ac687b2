import { api, statusOfErrorCode } from '@careers/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { route } from '../../http/route.ts';
import { ROUTE_RATE_LIMITS as limits } from '../../services/rate-limits/route-rate-limits.ts';
import { createReferral } from './create-referral.ts';
import { listReferrals } from './list-referrals.ts';

/** Referrals exist only where the tenant turns them on. */
const requireReferrals = (request: FastifyRequest) => {
  if (!request.tenant.config.referralWithCandidateApplicationGate)
    throw new AppError(
      statusOfErrorCode('feature_disabled'),
      'feature_disabled',
      'This site does not take referrals.',
    );
};

/** A candidate refers friends to positions, and follows what became of each referral. */
export const referralsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(
    app,
    api.createReferral,
    async (request, _reply, { candidate }) => {
      requireReferrals(request);
      return createReferral(deps, {
        tenant: request.tenant,
        referrer: candidate,
        friend: request.body,
        language: requestLanguage(request),
      });
    },
    { rateLimit: deps.rateLimiter.guard(limits.createReferral) },
  );

  route(app, api.listReferrals, async (request, _reply, { candidate }) => {
    requireReferrals(request);
    return {
      referrals: await listReferrals(deps, {
        tenantId: request.tenant.id,
        referrerId: candidate.id,
      }),
    };
  });
};
