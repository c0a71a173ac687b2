import type { FastifyRequest } from 'fastify';
import type { Candidate } from '../../db/schema.ts';
import { requireCandidate } from '../../plugins/app/request-context.ts';

/** Who acts on an offer and from where: the audit trail and the certificate record it. */
export type OfferActor = {
  tenantId: number;
  candidate: Pick<Candidate, 'id' | 'email' | 'first_name' | 'last_name'>;
  ip: string;
  userAgent: string;
};

export const offerActorOf = (request: FastifyRequest): OfferActor => ({
  tenantId: request.tenant.id,
  candidate: requireCandidate(request),
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
});

export const fullNameOf = (candidate: Pick<Candidate, 'first_name' | 'last_name'>) =>
  [candidate.first_name, candidate.last_name].filter(Boolean).join(' ').trim();
