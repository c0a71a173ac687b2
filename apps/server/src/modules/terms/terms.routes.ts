import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { route } from '../../http/route.ts';
import { attestTermsOfService } from './attest-terms-of-service.ts';
import { bootstrapProfile } from './bootstrap-profile.ts';
import { completeOnboarding } from './complete-onboarding.ts';

/** A first name and a last name are all bootstrapping sends. */
const BOOTSTRAP_BODY_LIMIT = 4096;

/** The terms-of-service gate, the one-time onboarding call and profile bootstrapping. */
export const termsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.getTermsOfService, async (_request, _reply, { candidate }) => ({
    tosAttested: candidate.tos_attested_at !== null,
  }));

  route(app, api.attestTermsOfService, async (_request, _reply, { candidate }) => {
    await attestTermsOfService(deps, candidate.id);
    return { tosAttested: true };
  });

  route(app, api.completeOnboarding, async (_request, _reply, { candidate }) => {
    await completeOnboarding(deps, candidate.id);
    return { isOnboarded: true as const };
  });

  route(
    app,
    api.bootstrapProfile,
    async (request, _reply, { candidate }) => {
      await bootstrapProfile(deps, candidate.id, request.body);
      return { isBootstrapped: true as const };
    },
    { bodyLimit: BOOTSTRAP_BODY_LIMIT },
  );
};
