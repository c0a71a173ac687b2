import type { AppDeps } from '../../core/app-deps.ts';

/** The candidate went through onboarding once; the shell no longer starts it. */
export const completeOnboarding = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  candidateId: number,
) => {
  await deps.db
    .updateTable('candidates')
    .set({ is_onboarded: true, updated_at: deps.clock.now() })
    .where('id', '=', candidateId)
    .execute();
};
