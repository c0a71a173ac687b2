import {
  API_TOKEN_PERMISSIONS,
  PERMISSION_DENIED_MESSAGE,
  roleHasPermission,
  type Permission,
} from '@careers/shared';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import type { AdminActor } from '../../core/caller.ts';
import { forbidden, loginRequired } from '../../http/app-error.ts';
import { findApiToken } from '../../services/api-tokens/find-api-token.ts';

/** The token of an `Authorization: Bearer <token>` header, if the request has one. */
export const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
};

/** Whether the actor's role (or an API token) grants the permission. */
export const actorMay = (actor: AdminActor, permission: Permission) =>
  actor.kind === 'api_token'
    ? API_TOKEN_PERMISSIONS.includes(permission)
    : roleHasPermission(actor.role, permission);

/**
 * Lets through an employer of the request's tenant: an API token of that tenant, else a signed-in
 * user with an employer role. A request naming a token is judged by the token alone. Neither: 401
 * with `X-Login-Required: 1`; a wrong token or a candidate (no employer role): 403. With a
 * permission, a role that lacks it: 403 'User does not have permissions to perform this action'.
 */
export const requireAdmin = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  request: FastifyRequest,
  permission?: Permission,
): Promise<AdminActor> => {
  const actor = await findActor(deps, request);
  if (permission && !actorMay(actor, permission)) throw forbidden(PERMISSION_DENIED_MESSAGE);
  return actor;
};

const findActor = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  request: FastifyRequest,
): Promise<AdminActor> => {
  const token = bearerToken(request);
  if (token) {
    const found = await findApiToken(deps.db, {
      tenantId: request.tenant.id,
      token,
      now: deps.clock.now(),
    });
    if (!found)
      throw forbidden(
        `This API token is not valid for ${request.tenant.domain}: it is unknown, revoked or belongs to another site.`,
      );
    return { kind: 'api_token', tokenId: found.id, name: found.name };
  }
  if (!request.session) throw loginRequired();
  const { candidate } = request.session;
  if (!candidate.employer_role)
    throw forbidden(`Only employer users of ${request.tenant.name} can use the employer API.`);
  return { kind: 'candidate', candidateId: candidate.id, role: candidate.employer_role };
};
