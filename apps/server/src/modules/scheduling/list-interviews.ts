import type { Interview, InterviewList } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { offeredSlotsOf, toInterview } from './interview-response.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type CandidateScope = { tenantId: number; candidateId: number };

const MINUTE = 60_000;

/** An interview is past once it ended, or once it was cancelled or completed. */
export const isUpcoming = (interview: Interview, now: Date) =>
  interview.status === 'scheduled' &&
  (interview.starts_at === null ||
    Date.parse(interview.starts_at) + interview.duration_minutes * MINUTE > now.getTime());

/**
 * The candidate's interviews in this tenant: upcoming ones by start time (those awaiting a chosen slot
 * first of all), past latest first.
 */
export const listInterviews = async (deps: Deps, scope: CandidateScope): Promise<InterviewList> => {
  const rows = await deps.db
    .selectFrom('interviews')
    .selectAll()
    .where('tenant_id', '=', scope.tenantId)
    .where('candidate_id', '=', scope.candidateId)
    .orderBy('starts_at', (order) => order.asc().nullsFirst())
    .orderBy('id')
    .execute();
  const now = deps.clock.now();
  const slots = await offeredSlotsOf(
    deps.db,
    rows.map((row) => row.id),
  );
  const interviews = rows.map((row) => toInterview(row, slots, now));
  return {
    upcoming: interviews.filter((interview) => isUpcoming(interview, now)),
    past: interviews.filter((interview) => !isUpcoming(interview, now)).reverse(),
  };
};

/** The candidate's upcoming interviews (for the dashboard's nudges). */
export const listUpcomingInterviews = async (deps: Deps, scope: CandidateScope) =>
  (await listInterviews(deps, scope)).upcoming;
