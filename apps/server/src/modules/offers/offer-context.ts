import type { FastifyRequest } from 'fastify';
import type { Candidate } from '../../db/schema.ts';

/** Who acts on an offer and from where: the audit trail and the certificate record it. */
export type OfferActor = {
  tenantId: number;
  candidate: Pick<Candidate, 'id' | 'email' | 'first_name' | 'last_name'>;
  ip: string;
  userAgent: string;
};

/** The signed-in candidate acting through a request (the route's access check vouches for them). */
export const offerActorOf = (request: FastifyRequest, candidate: Candidate): OfferActor => ({
  tenantId: request.tenant.id,
  candidate,
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
});

export const fullNameOf = (candidate: Pick<Candidate, 'first_name' | 'last_name'>) =>
  [candidate.first_name, candidate.last_name].filter(Boolean).join(' ').trim();
