import type { AppDeps } from '../../core/app-deps.ts';
import { offeredSlotsOf, toAdminInterview } from './interview-response.ts';
import { isUpcoming } from './list-interviews.ts';

const PAST_LIMIT = 100;

/**
 * Every interview of the tenant with its candidate, for the console: upcoming ones by start time
 * (those awaiting a chosen slot first), past ones latest first.
 */
export const listAdminInterviews = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  tenantId: number,
) => {
  const rows = await deps.db
    .selectFrom('interviews')
    .innerJoin('candidates', 'candidates.id', 'interviews.candidate_id')
    .selectAll('interviews')
    .select([
      'candidates.email as candidate_email',
      'candidates.first_name as candidate_first_name',
      'candidates.last_name as candidate_last_name',
    ])
    .where('interviews.tenant_id', '=', tenantId)
    .orderBy('interviews.starts_at', (order) => order.asc().nullsFirst())
    .orderBy('interviews.id')
    .execute();
  const now = deps.clock.now();
  const slots = await offeredSlotsOf(
    deps.db,
    rows.map((row) => row.id),
  );
  const interviews = rows.map(
    ({ candidate_email, candidate_first_name, candidate_last_name, ...row }) => ({
      ...toAdminInterview(row, slots, now),
      candidate_email,
      candidate_name: [candidate_first_name, candidate_last_name].filter(Boolean).join(' '),
    }),
  );
  return {
    upcoming: interviews.filter((interview) => isUpcoming(interview, now)),
    past: interviews
      .filter((interview) => !isUpcoming(interview, now))
      .reverse()
      .slice(0, PAST_LIMIT),
  };
};
