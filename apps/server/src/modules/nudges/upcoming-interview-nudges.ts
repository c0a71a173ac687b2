import { buildCareersUrl, type Nudge } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { listUpcomingInterviews } from '../scheduling/index.ts';

/**
 * The candidate's upcoming interviews as nudges (kind 'upcoming_interview', params.position,
 * link to /careers/interviews, due_at the interview's start, null while a slot is to be chosen).
 */
export const upcomingInterviewNudges = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  scope: { tenantId: number; candidateId: number; domain: string },
): Promise<Nudge[]> =>
  (await listUpcomingInterviews(deps, scope)).map((interview) => ({
    kind: 'upcoming_interview',
    params: { position: interview.position_name },
    link: buildCareersUrl('/interviews', scope.domain),
    due_at: interview.starts_at,
  }));
