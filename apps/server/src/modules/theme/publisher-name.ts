import type { FastifyRequest } from 'fastify';
import type { AdminActor } from '../../core/caller.ts';

/** Who a theme version names as its publisher: the employer's email, or the API token's name. */
export const publisherName = (request: FastifyRequest, admin: AdminActor): string =>
  admin.kind === 'api_token'
    ? `API token ${admin.name}`
    : (request.session?.candidate.email ?? `employer ${admin.candidateId}`);
