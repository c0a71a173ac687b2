import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../http/route.ts';
import { findSiteSettings } from './find-site-settings.ts';
import { saveSiteSettings } from './save-site-settings.ts';

/** The console's site settings: read and save the tenant's configuration (admins only). */
export const siteSettingsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.getSiteSettings, async (request) => findSiteSettings(deps.db, request.tenant.id));
  route(app, api.saveSiteSettings, async (request) =>
    saveSiteSettings(deps, {
      tenantId: request.tenant.id,
      version: request.body.version,
      settings: request.body.settings,
    }),
  );
};
