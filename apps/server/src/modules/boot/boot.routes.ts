import { bootDataResponseSchema, domainQuerySchema, type BootData } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toSessionUser } from '../auth/session-user.ts';
import { requestLanguage } from './request-language.ts';

export const bootRoutes = (app: FastifyInstance) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/pcsx/boot_data',
    {
      schema: {
        tags: ['shell'],
        summary:
          "What the shell needs first: the tenant's configuration, the user and their onboarding state",
        querystring: domainQuerySchema,
        response: { 200: bootDataResponseSchema },
      },
    },
    async (request, reply) => {
      const { tenant, session } = request;
      const candidate = session?.candidate;
      reply.header('Cache-Control', 'no-store');
      const data: BootData = {
        domain: tenant.domain,
        language: requestLanguage(request),
        isLoggedIn: Boolean(candidate),
        user: candidate ? toSessionUser(candidate) : null,
        themeBuilderUser: candidate?.is_theme_builder ?? false,
        onboardingData: {
          isOnboarded: candidate?.is_onboarded ?? false,
          isBootstrapped: candidate?.is_bootstrapped ?? true,
          bootstrappingConfig: { enabled: tenant.config.onboarding.bootstrappingEnabled },
        },
        instanceBannerData: tenant.config.instanceBannerData,
        config: tenant.config,
      };
      return { data };
    },
  );
};
