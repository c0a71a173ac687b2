import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type DashboardSummary = {
  applications: { position: string; status: string }[];
  interviews: { position: string; stage: string; startsAt: string | null }[];
  offers: { position: string; status: string }[];
};

/**
 * The candidate's own dashboard as the assistant tells it: applications (newest first) with
 * their status, interviews still to come and offers, within the tenant.
 */
export const loadDashboardSummary = async (
  db: Kysely<Database>,
  input: { tenantId: number; candidateId: number; now: Date },
): Promise<DashboardSummary> => {
  const [applications, interviews, offers] = await Promise.all([
    db
      .selectFrom('applications as a')
      .innerJoin('positions as p', 'p.id', 'a.position_id')
      .select(['p.title', 'a.status'])
      .where('a.tenant_id', '=', input.tenantId)
      .where('a.candidate_id', '=', input.candidateId)
      .orderBy('a.created_at', 'desc')
      .limit(20)
      .execute(),
    db
      .selectFrom('interviews')
      .select(['position_name', 'stage', 'starts_at'])
      .where('tenant_id', '=', input.tenantId)
      .where('candidate_id', '=', input.candidateId)
      .where('status', '=', 'scheduled')
      .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '>=', input.now)]))
      .orderBy('starts_at')
      .limit(20)
      .execute(),
    db
      .selectFrom('offers')
      .select(['position_name', 'status'])
      .where('tenant_id', '=', input.tenantId)
      .where('candidate_id', '=', input.candidateId)
      .orderBy('created_at', 'desc')
      .limit(20)
      .execute(),
  ]);
  return {
    applications: applications.map((row) => ({ position: row.title, status: row.status })),
    interviews: interviews.map((row) => ({
      position: row.position_name,
      stage: row.stage,
      startsAt: row.starts_at ? new Date(row.starts_at).toISOString() : null,
    })),
    offers: offers.map((row) => ({ position: row.position_name, status: row.status })),
  };
};
