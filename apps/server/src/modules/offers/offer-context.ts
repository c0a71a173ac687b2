import type { Language } from '@careers/shared';
import type { FastifyRequest } from 'fastify';
import type { Candidate } from '../../db/schema.ts';
import { requestLanguage } from '../../http/request-language.ts';

/** Who acts on an offer and from where: the audit trail and the certificate record it. */
export type OfferActor = {
  tenantId: number;
  candidate: Pick<Candidate, 'id' | 'email' | 'first_name' | 'last_name'>;
  ip: string;
  userAgent: string;
  /** The language and time zone the stamp and the certificate are written in. */
  language: Language;
  timeZone?: string | null | undefined;
};

/** The signed-in candidate acting through a request (the route's access check vouches for them). */
export const offerActorOf = (request: FastifyRequest, candidate: Candidate): OfferActor => ({
  tenantId: request.tenant.id,
  candidate,
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
  language: requestLanguage(request),
  timeZone: candidate.time_zone,
});

export const fullNameOf = (candidate: Pick<Candidate, 'first_name' | 'last_name'>) =>
  [candidate.first_name, candidate.last_name].filter(Boolean).join(' ').trim();
