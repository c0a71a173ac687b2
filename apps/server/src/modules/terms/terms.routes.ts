import {
  domainQuerySchema,
  onboardingResponseSchema,
  profileBootstrapBodySchema,
  profileBootstrapResponseSchema,
  termsOfServiceResponseSchema,
} from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireCandidate } from '../../plugins/app/request-context.ts';

const tags = ['onboarding'];

/** The terms-of-service gate, the one-time onboarding call and profile bootstrapping. */
export const termsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags, querystring: domainQuerySchema };

  routes.get(
    '/api/pcsx/terms_of_service',
    {
      schema: {
        ...schema,
        summary: 'Has the candidate attested the terms?',
        response: { 200: termsOfServiceResponseSchema },
      },
    },
    async (request) => ({
      data: { tosAttested: requireCandidate(request).tos_attested_at !== null },
    }),
  );

  routes.post(
    '/api/pcsx/terms_of_service',
    {
      schema: {
        ...schema,
        summary: 'Attest the terms of service',
        response: { 200: termsOfServiceResponseSchema },
      },
    },
    async (request) => {
      const candidate = requireCandidate(request);
      await deps.db
        .updateTable('candidates')
        .set({ tos_attested_at: deps.clock.now(), updated_at: deps.clock.now() })
        .where('id', '=', candidate.id)
        .where('tos_attested_at', 'is', null)
        .execute();
      return { data: { tosAttested: true } };
    },
  );

  routes.post(
    '/api/pcsx/onboarding',
    {
      schema: {
        ...schema,
        summary: 'Mark the candidate onboarded',
        response: { 200: onboardingResponseSchema },
      },
    },
    async (request) => {
      const candidate = requireCandidate(request);
      await deps.db
        .updateTable('candidates')
        .set({ is_onboarded: true, updated_at: deps.clock.now() })
        .where('id', '=', candidate.id)
        .execute();
      return { data: { isOnboarded: true as const } };
    },
  );

  routes.post(
    '/api/pcsx/profile_bootstrap',
    {
      bodyLimit: 4096,
      schema: {
        ...schema,
        summary: 'Save the first profile facts and finish bootstrapping',
        body: profileBootstrapBodySchema,
        response: { 200: profileBootstrapResponseSchema },
      },
    },
    async (request) => {
      const candidate = requireCandidate(request);
      await deps.db
        .updateTable('candidates')
        .set({
          first_name: request.body.firstName,
          last_name: request.body.lastName,
          is_bootstrapped: true,
          updated_at: deps.clock.now(),
        })
        .where('id', '=', candidate.id)
        .execute();
      return { data: { isBootstrapped: true as const } };
    },
  );
};
