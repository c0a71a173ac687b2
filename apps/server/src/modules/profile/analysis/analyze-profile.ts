import type { ProfileAnalysis } from '@careers/shared';
import type { AppDeps } from '../../../core/app-deps.ts';
import { loadProfile } from '../load-profile.ts';
import type { CandidateScope } from '../resume-rows.ts';
import { compareWithPositions } from './compare-with-positions.ts';
import { profileCompletion } from './profile-completion.ts';

/** `profile_analysis`: the completion meter and the profile against the tenant's open positions. */
export const analyzeProfile = async (
  deps: Pick<AppDeps, 'db'>,
  input: { scope: CandidateScope; language: string | undefined },
): Promise<ProfileAnalysis> => {
  // the analysis reads no photo URL: any base will do
  const profile = await loadProfile(deps.db, input.scope, '');
  const positions = await deps.db
    .selectFrom('positions')
    .select(['title', 'skills'])
    .where('tenant_id', '=', input.scope.tenantId)
    .where('status', '=', 'open')
    .execute();
  return {
    completion: profileCompletion(profile, input.language),
    analysis: compareWithPositions(profile, positions),
  };
};
