import fastifyMultipart from '@fastify/multipart';
import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { notFound } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { findSiteSettings } from './find-site-settings.ts';
import { LOGO_UPLOAD_LIMITS, readLogoUpload } from './read-logo-upload.ts';
import { saveSiteSettings } from './save-site-settings.ts';
import { isSiteLogo, storeSiteLogo } from './store-site-logo.ts';

/**
 * The console's site settings: read and save the tenant's configuration, upload a logo (admins
 * only); and the logo itself, served to everyone.
 */
export const siteSettingsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.getSiteSettings, async (request) => findSiteSettings(deps.db, request.tenant.id));
  route(app, api.saveSiteSettings, async (request) =>
    saveSiteSettings(deps, {
      tenantId: request.tenant.id,
      version: request.body.version,
      settings: request.body.settings,
    }),
  );

  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: LOGO_UPLOAD_LIMITS });
    route(scope, api.uploadSiteLogo, async (request) =>
      storeSiteLogo(deps, { tenantId: request.tenant.id, bytes: await readLogoUpload(request) }),
    );
  });

  route(app, api.getSiteLogo, async (request, reply) => {
    const file = await deps.files.read(request.tenant.id, request.params.fileId);
    if (!file || !isSiteLogo(file)) throw notFound('This logo was not found.');
    // A logo's address names one upload, so its bytes never change.
    return reply
      .type(file.contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Disposition', 'inline')
      .send(Buffer.from(file.content));
  });
};
