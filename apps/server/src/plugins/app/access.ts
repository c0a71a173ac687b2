import type { Access, Permission } from '@careers/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError, loginRequired } from '../../http/app-error.ts';
import type { Caller } from '../../core/caller.ts';
import { requireAdmin } from './require-admin.ts';

const callerOf = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  request: FastifyRequest,
  access: Access,
  permission: Permission | undefined,
): Promise<Caller> => {
  if (access === 'public') return { candidate: request.session?.candidate ?? null };
  if (access === 'admin') return { admin: await requireAdmin(deps, request, permission) };
  if (!request.session) throw loginRequired();
  return { candidate: request.session.candidate };
};

/**
 * Enforces each route's declared access before its input is validated: 401 with
 * `X-Login-Required: 1` without a session, 403 for a caller who is not an employer of the tenant, or whose role lacks the route's
 * permission.
 * Runs after the request context (tenant, session, CSRF) is known.
 */
export const registerAccessCheck = (app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'clock'>) => {
  app.decorateRequest('caller', null as never);
  app.addHook('preValidation', async (request) => {
    const { access, permission, isBare } = request.routeOptions.config;
    if (isBare) return;
    // A route that forgot to say who may call it is closed, not open (route-access.test.ts
    // finds such a route before it ships).
    if (!access)
      throw new AppError(500, 'internal_error', `${request.routeOptions.url} declares no access.`);
    if (access === 'admin' && !permission)
      throw new AppError(
        500,
        'internal_error',
        `${request.routeOptions.url} declares no permission.`,
      );
    request.caller = await callerOf(deps, request, access, permission);
  });
};
