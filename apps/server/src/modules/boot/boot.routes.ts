import { api, publicChatbotxConfig, roleHasPermission, type BootData } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { route } from '../../http/route.ts';
import { toSessionUser } from '../auth/index.ts';
import { assetBaseOf, bootProfileOf } from '../profile/index.ts';
import { findPublishedTheme } from '../theme/index.ts';

/** The first call of every page: the tenant's configuration, the user and their onboarding state. */
export const bootRoutes = (app: FastifyInstance, deps: Pick<AppDeps, 'config' | 'db'>) => {
  route(app, api.getBootData, async (request, reply, { candidate }) => {
    const { tenant } = request;
    reply.header('Cache-Control', 'no-store');
    const language = requestLanguage(request);
    // The published theme is read per boot, not from the tenant cache: in force at once everywhere.
    const { theme } = await findPublishedTheme(deps.db, tenant.id);
    const data: BootData = {
      domain: tenant.domain,
      language,
      isLoggedIn: Boolean(candidate),
      user: candidate ? toSessionUser(candidate) : null,
      ...(candidate
        ? bootProfileOf(candidate, { assetBase: assetBaseOf(deps.config, request), language })
        : { profile: null, profileCompletionData: null }),
      // Theme designers and admins (whose role has every permission) see the theme builder.
      themeBuilderUser: roleHasPermission(candidate?.employer_role, 'theme'),
      onboardingData: {
        isOnboarded: candidate?.is_onboarded ?? false,
        isBootstrapped: candidate?.is_bootstrapped ?? true,
        bootstrappingConfig: { enabled: tenant.config.onboarding.bootstrappingEnabled },
      },
      instanceBannerData: tenant.config.instanceBannerData,
      // the assistant's FAQ and model address are the server's business
      config: {
        ...tenant.config,
        chatbotxConfig: publicChatbotxConfig(tenant.config.chatbotxConfig),
        branding: {
          ...tenant.config.branding,
          theme: { ...tenant.config.branding.theme, ...theme.default, ...theme.pcsx },
        },
      },
    };
    return data;
  });
};
