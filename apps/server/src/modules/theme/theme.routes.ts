import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { route } from '../../http/route.ts';
import { findPublishedTheme } from './find-published-theme.ts';
import { publishTheme } from './publish-theme.ts';
import { publisherName } from './publisher-name.ts';
import { listThemeVersions, revertTheme } from './theme-history.ts';

/**
 * The theme builder's calls: read, publish, list and revert the tenant's theme versions. The
 * endpoints' `theme` permission lets theme designers and admins through.
 */
export const themeRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.getTheme, async (request) => findPublishedTheme(deps.db, request.tenant.id));

  route(app, api.publishTheme, async (request, _reply, { admin }) =>
    publishTheme(deps, {
      tenantId: request.tenant.id,
      theme: request.body.theme,
      publishedBy: publisherName(request, admin),
      baseVersion: request.body.baseVersion,
    }),
  );

  route(app, api.listThemeVersions, async (request) => ({
    versions: await listThemeVersions(deps, request.tenant.id),
  }));

  route(app, api.revertTheme, async (request, _reply, { admin }) =>
    revertTheme(deps, {
      tenantId: request.tenant.id,
      version: request.params.version,
      publishedBy: publisherName(request, admin),
    }),
  );
};
