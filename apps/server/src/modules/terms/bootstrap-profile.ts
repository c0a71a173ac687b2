import type { ProfileBootstrapBody } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';

/** Saves the first profile facts (the name) and ends bootstrapping for the candidate. */
export const bootstrapProfile = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  candidateId: number,
  profile: ProfileBootstrapBody,
) => {
  await deps.db
    .updateTable('candidates')
    .set({
      first_name: profile.firstName,
      last_name: profile.lastName,
      is_bootstrapped: true,
      updated_at: deps.clock.now(),
    })
    .where('id', '=', candidateId)
    .execute();
};
