import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { forbidden, loginRequired } from '../../http/app-error.ts';
import { findApiToken } from '../../services/api-tokens/find-api-token.ts';

/** Who is acting on the employer API: a signed-in admin, or an integration with an API token. */
export type AdminActor =
  { kind: 'candidate'; candidateId: number } | { kind: 'api_token'; tokenId: number; name: string };

/** The token of an `Authorization: Bearer <token>` header, if the request has one. */
export const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
};

/**
 * Lets through an admin of the request's tenant: an API token of that tenant, else a signed-in
 * candidate with `is_admin`. A request naming a token is judged by the token alone. Neither: 401
 * with `X-Login-Required: 1`; a wrong token or a candidate who is not an admin: 403.
 */
export const requireAdmin = async (
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
  if (!candidate.is_admin)
    throw forbidden(`Only administrators of ${request.tenant.name} can use the employer API.`);
  return { kind: 'candidate', candidateId: candidate.id };
};
