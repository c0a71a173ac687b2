import { api, type BootData } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { route } from '../../http/route.ts';
import { toSessionUser } from '../auth/index.ts';
import { assetBaseOf, bootProfileOf } from '../profile/index.ts';

/** The first call of every page: the tenant's configuration, the user and their onboarding state. */
export const bootRoutes = (app: FastifyInstance, deps: Pick<AppDeps, 'config'>) => {
  route(app, api.getBootData, async (request, reply, { candidate }) => {
    const { tenant } = request;
    reply.header('Cache-Control', 'no-store');
    const language = requestLanguage(request);
    const data: BootData = {
      domain: tenant.domain,
      language,
      isLoggedIn: Boolean(candidate),
      user: candidate ? toSessionUser(candidate) : null,
      ...(candidate
        ? bootProfileOf(candidate, { assetBase: assetBaseOf(deps.config, request), language })
        : { profile: null, profileCompletionData: null }),
      themeBuilderUser: candidate?.is_theme_builder ?? false,
      onboardingData: {
        isOnboarded: candidate?.is_onboarded ?? false,
        isBootstrapped: candidate?.is_bootstrapped ?? true,
        bootstrappingConfig: { enabled: tenant.config.onboarding.bootstrappingEnabled },
      },
      instanceBannerData: tenant.config.instanceBannerData,
      config: tenant.config,
    };
    return data;
  });
};
