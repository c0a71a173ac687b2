import type { SessionUser } from '@careers/shared';
import type { Candidate } from '../../db/schema.ts';

export const toSessionUser = (candidate: Candidate): SessionUser => ({
  id: candidate.id,
  email: candidate.email,
  firstName: candidate.first_name,
  lastName: candidate.last_name,
  fullname: [candidate.first_name, candidate.last_name].filter(Boolean).join(' '),
  is_admin: candidate.employer_role === 'admin',
  employerRole: candidate.employer_role ?? null,
  timeZone: candidate.time_zone,
});
