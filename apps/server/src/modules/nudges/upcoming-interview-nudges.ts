import type { Nudge } from '@careers/shared';
import type { AppDeps } from '../../app-deps.ts';

/**
 * The candidate's upcoming interviews as nudges (kind 'upcoming_interview', params.position,
 * link to /careers/interviews, due_at the interview's start). The interviews module lists them;
 * until it is wired in here, there are none.
 */
export const upcomingInterviewNudges = async (
  _deps: Pick<AppDeps, 'db' | 'clock'>,
  _scope: { tenantId: number; candidateId: number; domain: string },
): Promise<Nudge[]> => Promise.resolve([]);
