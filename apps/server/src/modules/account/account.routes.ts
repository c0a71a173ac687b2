import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { route } from '../../http/route.ts';
import { sessionCookieName } from '../../plugins/app/request-context.ts';
import { getAccountSettings, updateAccountSettings } from './account-settings.ts';
import { deleteAccount } from './delete-account.ts';
import { readAccountFile } from './download-account-file.ts';
import { exportAccount, exportFileName } from './export-account.ts';

const attachment = (name: string) =>
  `attachment; filename="${name.replace(/["\\\r\n]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The candidate's settings, their data export and deleting the account. */
export const accountRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.getAccountSettings, async (_request, _reply, { candidate }) =>
    getAccountSettings(deps, candidate.id),
  );

  route(app, api.updateAccountSettings, async (request, _reply, { candidate }) =>
    updateAccountSettings(deps, { candidateId: candidate.id, body: request.body }),
  );

  route(app, api.exportAccount, async (request, reply, { candidate }) => {
    const archive = await exportAccount(deps, { tenant: request.tenant, candidate });
    reply
      .type('application/json; charset=utf-8')
      .header(
        'Content-Disposition',
        attachment(exportFileName(request.tenant.domain, deps.clock.now())),
      );
    return JSON.stringify(archive, null, 2);
  });

  route(app, api.downloadAccountFile, async (request, reply, { candidate }) => {
    const file = await readAccountFile(deps, {
      tenantId: request.tenant.id,
      candidateId: candidate.id,
      fileId: request.params.fileId,
    });
    reply
      .type(file.contentType)
      .header('Content-Disposition', attachment(file.name))
      .header('X-Content-Type-Options', 'nosniff');
    return Buffer.from(file.content);
  });

  route(app, api.deleteAccount, async (request, reply, { candidate }) => {
    await deleteAccount(deps, { candidate, confirmation: request.body.confirmation });
    reply.clearCookie(sessionCookieName(request.tenant.id), { path: '/' });
    return { deleted: true as const };
  });
};
