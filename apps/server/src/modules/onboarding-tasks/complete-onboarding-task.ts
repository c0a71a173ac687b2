import { statusOfErrorCode, type OnboardingTask } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { findOnboardingTasks } from './find-onboarding-tasks.ts';
import { toOnboardingTask } from './to-onboarding-task.ts';

/** Marks a plain task done (again is fine); another candidate's task is 404. */
export const completeOnboardingTask = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { candidateId: number; taskId: number; domain: string },
): Promise<OnboardingTask> => {
  const [row] = await findOnboardingTasks(deps.db, input);
  if (!row) throw notFound(`You have no onboarding task ${String(input.taskId)}.`);
  if (row.kind !== 'plain')
    throw new AppError(
      statusOfErrorCode('task_not_manual'),
      'task_not_manual',
      'This task is done when its form is sent or its document signed.',
    );
  const now = deps.clock.now();
  if (!row.completed_at) {
    await deps.db
      .updateTable('onboarding_tasks')
      .set({ completed_at: now })
      .where('id', '=', row.id)
      .execute();
    row.completed_at = now;
  }
  return toOnboardingTask(row, input.domain, now);
};
