import type { OnboardingTasks } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { findOnboardingTasks } from './find-onboarding-tasks.ts';
import { toOnboardingTask } from './to-onboarding-task.ts';

/** The candidate's onboarding tasks, soonest due first, and how far along they are. */
export const listOnboardingTasks = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { candidateId: number; domain: string },
): Promise<OnboardingTasks> => {
  const now = deps.clock.now();
  const tasks = (await findOnboardingTasks(deps.db, { candidateId: input.candidateId })).map(
    (row) => toOnboardingTask(row, input.domain, now),
  );
  const complete = tasks.filter((task) => task.status === 'complete').length;
  return {
    tasks,
    progress: {
      complete,
      total: tasks.length,
      status: complete === tasks.length ? 'complete' : 'in_progress',
    },
  };
};
